import type { components, operations } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";

export type CatalogItem = components["schemas"]["CatalogItem"];
export type CatalogQuery = NonNullable<operations["listCatalogItems"]["parameters"]["query"]>;
export type CatalogCategory = NonNullable<CatalogQuery["category"]>;
export type CatalogSort = NonNullable<CatalogQuery["sort"]>;
export type CatalogOrder = NonNullable<CatalogQuery["order"]>;
export type CatalogPerPage = NonNullable<CatalogQuery["per_page"]>;

/** GET /api/v2/catalog/items parameters; the keyword is `q` ("" = no search), the rest default on the server. */
export type CatalogParams = {
  category: CatalogCategory;
  sort?: CatalogSort;
  order?: CatalogOrder;
  q?: string;
  page?: number;
  per_page?: CatalogPerPage;
};

/**
 * Query keys of the listings feature. `all` is invalidated after every listing action (activate, repost,
 * bulk repost, duplicate, deactivate, delete): lists, the slot count and the coin balance all change.
 */
export const listingKeys = {
  all: ["listings"] as const,
  catalogs: () => [...listingKeys.all, "catalog"] as const,
  catalog: (params: CatalogParams) => [...listingKeys.catalogs(), params] as const,
  availability: () => [...listingKeys.all, "availability"] as const,
  coinTotal: () => [...listingKeys.all, "coin-total"] as const,
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

/** GET /api/listings/availability: active listings, the slot quota and what an activation / repost costs. */
export function availabilityQuery(api: ApiSource) {
  return queryOptions({
    queryKey: listingKeys.availability(),
    queryFn: async () => dataOf(await api().GET("/api/listings/availability")).data,
  });
}

/**
 * GET /api/coins/total (the same call the coin pages make): the spendable balance shown next to a cost. Keyed
 * under `listingKeys.all` so a listing action refreshes it too.
 */
export function coinTotalQuery(api: ApiSource) {
  return queryOptions({
    queryKey: listingKeys.coinTotal(),
    queryFn: async () => dataOf(await api().GET("/api/coins/total")).data,
    staleTime: 0,
  });
}
