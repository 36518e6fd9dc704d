import { keywordParam, pageParam } from "../../lib/list-params";
import { COIN_CATEGORIES, type CoinCategory, type PurchaseFilters, type SearchFilters } from "./queries";

/** /coin-purchase?category=expired&page=2 */
export function purchaseFiltersOf(params: URLSearchParams): PurchaseFilters {
  const category = params.get("category");
  return {
    category: (COIN_CATEGORIES as readonly string[]).includes(category ?? "") ? (category as CoinCategory) : "active",
    page: pageParam(params.get("page")),
  };
}

/** /coin-usage and /coin-transfer: ?q=…&page=2 */
export function searchFiltersOf(params: URLSearchParams): SearchFilters {
  return { q: keywordParam(params.get("q")), page: pageParam(params.get("page")) };
}
