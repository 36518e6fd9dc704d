import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";

export type FeaturedAgentMonth = components["schemas"]["FeaturedAgentAvailability"];
export type AreaSearchResult = components["schemas"]["AreaSearchResult"];

export type PurchasedFilters = { q: string; page: number };

/** Query keys of the featured-agent pages; `all` is invalidated after a purchase. */
export const featuredAgentKeys = {
  all: ["featured-agents"] as const,
  purchased: (filters: PurchasedFilters) => [...featuredAgentKeys.all, "purchased", filters] as const,
  cost: (query: string) => [...featuredAgentKeys.all, "cost", query] as const,
  availability: (areaId: string) => [...featuredAgentKeys.all, "availability", areaId] as const,
};

/** GET /api/featured_agents/purchased?area&page (30 a page). */
export function purchasedQuery(api: ApiSource, filters: PurchasedFilters) {
  return queryOptions({
    queryKey: featuredAgentKeys.purchased(filters),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/featured_agents/purchased", {
          params: { query: { area: filters.q || undefined, page: filters.page } },
        }),
      ),
  });
}

/** GET /api/featured_agents/cost?query: the coins per area and month, and the areas matching the text. */
export function costQuery(api: ApiSource, query: string) {
  return queryOptions({
    queryKey: featuredAgentKeys.cost(query),
    queryFn: async () =>
      dataOf(await api().GET("/api/featured_agents/cost", { params: { query: { query: query || undefined } } })).data,
  });
}

/** GET /api/featured_agents/availability?area_id: the 12 months with the places left. */
export function availabilityQuery(api: ApiSource, areaId: string) {
  return queryOptions({
    queryKey: featuredAgentKeys.availability(areaId),
    queryFn: async () =>
      dataOf(await api().GET("/api/featured_agents/availability", { params: { query: { area_id: areaId } } })).data,
    staleTime: 0,
  });
}
