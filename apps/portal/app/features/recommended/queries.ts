import type { components } from "@griya/api-client/schema";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import { balanceKeys } from "../../lib/balance-queries";

export type RecommendedBoost = components["schemas"]["RecommendedBoost"];
export type RecommendedForm = components["schemas"]["RecommendedBoostForm"];

const recommendedKeys = {
  all: ["recommended"] as const,
  enabled: () => [...recommendedKeys.all, "enabled"] as const,
  form: (uuid: string) => [...recommendedKeys.all, "form", uuid] as const,
  list: (page: number) => [...recommendedKeys.all, "list", page] as const,
  eligible: (boostUuid: string) => [...recommendedKeys.all, "eligible", boostUuid] as const,
};

/** GET /api/public: whether Recommended Listing is switched on (enableRecommendedListing); off hides every entry. */
export function recommendedEnabledQuery(api: ApiSource) {
  return queryOptions({
    queryKey: recommendedKeys.enabled(),
    queryFn: async () => dataOf(await api().GET("/api/public")).data.feature_flags.enableRecommendedListing,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/listing_boosts/recommended/get_form?uuid: the weeks with places left, the price and the coins. */
export function recommendedFormQuery(api: ApiSource, uuid: string) {
  return queryOptions({
    queryKey: recommendedKeys.form(uuid),
    queryFn: async () =>
      dataOf(await api().GET("/api/listing_boosts/recommended/get_form", { params: { query: { uuid } } })).data,
    staleTime: 0,
  });
}

/** GET /api/listing_boosts/recommended/?page: the agent's boosts, 30 a page. */
export function recommendedListQuery(api: ApiSource, page: number) {
  return queryOptions({
    queryKey: recommendedKeys.list(page),
    queryFn: async () => dataOf(await api().GET("/api/listing_boosts/recommended/", { params: { query: { page } } })),
  });
}

/** GET /api/v2/catalog/items?eligible_boost_uuid: the listings a boost can move to. */
export function eligibleListingsQuery(api: ApiSource, boostUuid: string) {
  return queryOptions({
    queryKey: recommendedKeys.eligible(boostUuid),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/v2/catalog/items", {
          params: { query: { eligible_boost_uuid: boostUuid, per_page: 50 } },
        }),
      ).data,
    staleTime: 0,
  });
}

/** After a purchase or a move: the boosts, the coin balance and the forms are out of date. */
export async function refreshRecommended(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recommendedKeys.all }),
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  ]);
}
