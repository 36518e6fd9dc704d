import { BULK_REPOST_PAGE_SIZE, BULK_REPOST_SEARCH_PAGE_SIZE } from "@griya/domain/constants";
import { keywordParam, pageParam } from "../../lib/list-params";
import type { CatalogParams } from "./queries";

export type BulkRepostParams = Required<Pick<CatalogParams, "category" | "q" | "page" | "per_page">>;

/**
 * /bulk-repost?q=…&page=2 as catalogue parameters: ACTIVE listings only, 50 a page, 30 while searching
 * (docs/product/listings.md#states). Every field is set, so the loader and the page build the same query key.
 */
export function bulkRepostParamsOf(params: URLSearchParams): BulkRepostParams {
  const q = keywordParam(params.get("q"));
  return {
    category: "active",
    q,
    page: pageParam(params.get("page")),
    per_page: q ? BULK_REPOST_SEARCH_PAGE_SIZE : BULK_REPOST_PAGE_SIZE,
  };
}
