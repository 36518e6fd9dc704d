export { getSearchFilters } from "./get-search-filters.js";
