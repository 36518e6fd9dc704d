/**
 * The highest page the contract lets a list ask for (components/parameters/Page.yaml); clamping to it keeps the
 * offset a number PostgreSQL takes whatever reaches here.
 */
const MAX_PAGE = 1_000_000;

/** One page of a list: its number, its size and how many rows come before it. */
export type Paging = { page: number; limit: number; offset: number };

/** Page `page` (the first when none was asked for) of `perPage` rows. */
export function pagingOf(page: number | undefined, perPage: number): Paging {
  const p = page ?? 1;
  return { page: p, limit: perPage, offset: (Math.min(p, MAX_PAGE) - 1) * perPage };
}

/** How many pages `total` rows fill; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The `meta` of a paged answer (PaginationMeta): the page shown, its size, the total and the last page. */
export function pageMeta(paging: Paging, total: number) {
  return { current_page: paging.page, per_page: paging.limit, total, last_page: pageCount(total, paging.limit) };
}
