import type { operations } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";

export type HomeSummary = operations["getHomeSummary"]["responses"]["200"]["content"]["application/json"]["data"];

/** Query keys of the home. */
const homeKeys = {
  all: ["home"] as const,
  summary: () => [...homeKeys.all, "summary"] as const,
};

/**
 * GET /api/home/summary: every block of the home in one round trip. Silent: a failure only shows in the blocks
 * ("Bagian ini belum dapat dimuat"), the greeting and the membership (from the user) still show.
 */
export function homeSummaryQuery(api: ApiSource) {
  return queryOptions({
    queryKey: homeKeys.summary(),
    queryFn: async () => dataOf(await api().GET("/api/home/summary")).data,
    meta: { silent: true },
    // The day changes while the home stays open: read again when the agent comes back to it.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
