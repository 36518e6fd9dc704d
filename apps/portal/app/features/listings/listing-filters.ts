// My listings' state lives in the URL (?category=draft&sort=price&order=asc&q=…&page=2), so a reload, the back
// button and a shared link show the same list. Defaults (Aktif, newest, page 1) are left out of the URL. The sorts
// and tabs are the domain's table (SORT_OPTIONS, LISTING_CATEGORIES).
import {
  DEFAULT_LISTING_CATEGORY,
  DEFAULT_SORT,
  LISTING_CATEGORIES,
  SORT_OPTION_KEYS,
  SORT_OPTIONS,
  type ListingCategory,
  type SortOption,
} from "@griya/domain/constants";
import { keywordParam, pageParam } from "../../lib/list-params";
import type { CatalogParams } from "./queries";

/** My listings use 10 cards a page. */
const MY_LISTINGS_PER_PAGE = 10;

export type ListingFilters = { category: ListingCategory; sort: SortOption; q: string; page: number };

export function listingFiltersOf(params: URLSearchParams): ListingFilters {
  const category = params.get("category");
  const sort = SORT_OPTION_KEYS.find(
    (key) =>
      SORT_OPTIONS[key].sort === params.get("sort") && SORT_OPTIONS[key].order === (params.get("order") ?? "desc"),
  );
  return {
    category:
      LISTING_CATEGORIES.map((tab) => tab.value).find((value) => value === category) ?? DEFAULT_LISTING_CATEGORY,
    sort: sort ?? DEFAULT_SORT,
    q: keywordParam(params.get("q")),
    page: pageParam(params.get("page")),
  };
}

/** The query string of a list state; defaults are left out. */
export function listingFiltersSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.category !== DEFAULT_LISTING_CATEGORY) params.set("category", filters.category);
  if (filters.sort !== DEFAULT_SORT) {
    params.set("sort", SORT_OPTIONS[filters.sort].sort);
    params.set("order", SORT_OPTIONS[filters.sort].order);
  }
  if (filters.q) params.set("q", filters.q);
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Another tab (docs/product/listings.md#states): a category change resets the sort to newest and goes back to page 1
 * (the search stays).
 */
export function withCategory(filters: ListingFilters, category: ListingCategory): ListingFilters {
  return { category, sort: DEFAULT_SORT, q: filters.q, page: 1 };
}

/** Another sort: back to page 1. */
export function withSort(filters: ListingFilters, sort: SortOption): ListingFilters {
  return { ...filters, sort, page: 1 };
}

/** The catalogue request of a list state. Every field is set, so equal states share one cache entry. */
export function catalogParamsOf(filters: ListingFilters): CatalogParams {
  return {
    category: filters.category,
    sort: SORT_OPTIONS[filters.sort].sort,
    order: SORT_OPTIONS[filters.sort].order,
    q: filters.q,
    page: filters.page,
    per_page: MY_LISTINGS_PER_PAGE,
  };
}

/** A tab's first page as it opens (newest, no search): its meta.total is the tab's count. */
export function tabCountParams(category: ListingCategory): CatalogParams {
  return catalogParamsOf({ category, sort: DEFAULT_SORT, q: "", page: 1 });
}
