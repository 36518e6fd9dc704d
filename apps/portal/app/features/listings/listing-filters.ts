// My listings' state lives in the URL (?category=draft&sort=price&order=asc&q=…&page=2), so a reload, the back
// button and a shared link show the same list. Defaults (Aktif, newest, page 1) are left out of the URL.
import { keywordParam, pageParam } from "../../lib/list-params";
import type { CatalogCategory, CatalogOrder, CatalogParams, CatalogSort } from "./queries";

export const LISTING_CATEGORIES = ["active", "draft", "inactive"] as const satisfies readonly CatalogCategory[];

/** SPEC §3 sort options, each one `sort` × `order` of GET /api/v2/catalog/items. */
export const LISTING_SORTS = {
  newest: { sort: "date", order: "desc" },
  oldest: { sort: "date", order: "asc" },
  highestPrice: { sort: "price", order: "desc" },
  lowestPrice: { sort: "price", order: "asc" },
  expiredOldest: { sort: "expired", order: "asc" },
  expiredNewest: { sort: "expired", order: "desc" },
} as const satisfies Record<string, { sort: CatalogSort; order: CatalogOrder }>;
export type ListingSortKey = keyof typeof LISTING_SORTS;
export const LISTING_SORT_KEYS = Object.keys(LISTING_SORTS) as ListingSortKey[];
export const DEFAULT_SORT: ListingSortKey = "newest";

/** My listings use 10 cards a page. */
export const MY_LISTINGS_PER_PAGE = 10;

export type ListingFilters = { category: CatalogCategory; sort: ListingSortKey; q: string; page: number };

export function listingFiltersOf(params: URLSearchParams): ListingFilters {
  const category = params.get("category");
  const sort = LISTING_SORT_KEYS.find(
    (key) => LISTING_SORTS[key].sort === params.get("sort") && LISTING_SORTS[key].order === (params.get("order") ?? "desc"),
  );
  return {
    category: (LISTING_CATEGORIES as readonly string[]).includes(category ?? "") ? (category as CatalogCategory) : "active",
    sort: sort ?? DEFAULT_SORT,
    q: keywordParam(params.get("q")),
    page: pageParam(params.get("page")),
  };
}

/** The query string of a list state; defaults are left out. */
export function listingFiltersSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.category !== "active") params.set("category", filters.category);
  if (filters.sort !== DEFAULT_SORT) {
    params.set("sort", LISTING_SORTS[filters.sort].sort);
    params.set("order", LISTING_SORTS[filters.sort].order);
  }
  if (filters.q) params.set("q", filters.q);
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Another tab: SPEC §4, a category change resets the sort to newest and goes back to page 1 (the search stays). */
export function withCategory(filters: ListingFilters, category: CatalogCategory): ListingFilters {
  return { category, sort: DEFAULT_SORT, q: filters.q, page: 1 };
}

/** Another sort: back to page 1. */
export function withSort(filters: ListingFilters, sort: ListingSortKey): ListingFilters {
  return { ...filters, sort, page: 1 };
}

/** The catalogue request of a list state. Every field is set, so equal states share one cache entry. */
export function catalogParamsOf(filters: ListingFilters): CatalogParams {
  return {
    category: filters.category,
    sort: LISTING_SORTS[filters.sort].sort,
    order: LISTING_SORTS[filters.sort].order,
    q: filters.q,
    page: filters.page,
    per_page: MY_LISTINGS_PER_PAGE,
  };
}

/** A tab's first page as it opens (newest, no search): its meta.total is the tab's count. */
export function tabCountParams(category: CatalogCategory): CatalogParams {
  return catalogParamsOf({ category, sort: DEFAULT_SORT, q: "", page: 1 });
}
