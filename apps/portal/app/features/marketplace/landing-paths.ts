// The landing pages' addresses (docs/product/landing-pages.md#addresses): /dijual/rumah/jakarta-selatan.
import type { SearchFilters } from "./search-filters";
import { searchFiltersToParams } from "./search-filters";

/**
 * The filters a landing page's address adds to its deal, type and place, as its canonical query ("urut=…&halaman=2");
 * empty when there are none.
 */
export function landingExtraQuery(filters: SearchFilters, changes: Partial<SearchFilters> = {}): string {
  return searchFiltersToParams({
    ...filters,
    ...changes,
    listingType: null,
    propertyTypeId: null,
    location: null,
  }).toString();
}

/** Whether a search is exactly a landing page's: a deal, a picked place, at most a type, nothing else but the page. */
export function isLandingSearch(filters: SearchFilters): boolean {
  return (
    filters.listingType !== null &&
    filters.location?.kind != null &&
    filters.location.kind !== "areas" &&
    filters.location.id !== null &&
    landingExtraQuery(filters, { page: 1 }) === ""
  );
}
