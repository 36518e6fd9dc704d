/** Rows per page of the coin lists (purchases, usages, transfers). */
const COIN_PAGE_SIZE = 10;

export type Paging = { page: number; limit: number; offset: number };

/** The page asked for (≥ 1, validated by the spec); huge numbers are clamped so the offset stays sane. */
export function pagingOf(page: number | undefined): Paging {
  const p = page ?? 1;
  return { page: p, limit: COIN_PAGE_SIZE, offset: (Math.min(p, 1_000_000) - 1) * COIN_PAGE_SIZE };
}

export function pageMeta(paging: Paging, total: number) {
  return {
    current_page: paging.page,
    per_page: paging.limit,
    total,
    last_page: Math.max(1, Math.ceil(total / paging.limit)),
  };
}

/** A LIKE pattern matching `q` as a plain substring (%, _ and \ in the keyword are literal). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The trimmed keyword, or undefined when there is nothing to search for. */
export function keywordOf(q: string | undefined): string | undefined {
  const trimmed = q?.trim();
  return trimmed ? trimmed : undefined;
}
