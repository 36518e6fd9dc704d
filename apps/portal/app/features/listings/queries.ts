import type { components, operations } from "@griya/api-client/schema";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import { balanceKeys } from "../../lib/balance-queries";

export type CatalogItem = components["schemas"]["CatalogItem"];
type CatalogQuery = NonNullable<operations["listCatalogItems"]["parameters"]["query"]>;
type CatalogCategory = NonNullable<CatalogQuery["category"]>;
type CatalogSort = NonNullable<CatalogQuery["sort"]>;
type CatalogOrder = NonNullable<CatalogQuery["order"]>;
type CatalogPerPage = NonNullable<CatalogQuery["per_page"]>;

/** GET /api/v2/catalog/items parameters; the keyword is `q` ("" = no search), the rest default on the server. */
export type CatalogParams = {
  category: CatalogCategory;
  sort?: CatalogSort;
  order?: CatalogOrder;
  q?: string;
  page?: number;
  per_page?: CatalogPerPage;
};

/** Query keys of the listings feature; after a listing action, refreshListings invalidates them. */
export const listingKeys = {
  all: ["listings"] as const,
  catalogs: () => [...listingKeys.all, "catalog"] as const,
  catalog: (params: CatalogParams) => [...listingKeys.catalogs(), params] as const,
};

/** GET /api/v2/catalog/items?category&sort&order&q&page&per_page: a page of the agent's listings. */
export function catalogQuery(api: ApiSource, params: CatalogParams) {
  return queryOptions({
    queryKey: listingKeys.catalog(params),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/v2/catalog/items", {
          params: {
            query: {
              category: params.category,
              sort: params.sort,
              order: params.order,
              q: params.q || undefined,
              page: params.page,
              per_page: params.per_page,
            },
          },
        }),
      ),
  });
}

/** After every listing action (activate, repost, bulk repost, schedule, duplicate, deactivate, delete): the lists,
 * the slot count and the coin balance all change. */
export function refreshListings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  ]);
}
