import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "./api-source";

// What an agent can spend, shown by the coin pages and beside every priced listing action. Always fetched fresh:
// coins and slots change through actions anywhere (a repost, a transfer, a payment, a scheduled job).

/** Invalidate `all` after anything that spends coins or changes active listings. */
export const balanceKeys = {
  all: ["balance"] as const,
  coinTotal: () => [...balanceKeys.all, "coin-total"] as const,
  listingAvailability: () => [...balanceKeys.all, "listing-availability"] as const,
};

/** GET /api/coins/total: the spendable balance, coins frozen without a membership, the nearest expiry. */
export function coinTotalQuery(api: ApiSource) {
  return queryOptions({
    queryKey: balanceKeys.coinTotal(),
    queryFn: async () => dataOf(await api().GET("/api/coins/total")).data,
    staleTime: 0,
  });
}

/** GET /api/listings/availability: active listings, the slot quota and what an activation / repost costs. */
export function listingAvailabilityQuery(api: ApiSource) {
  return queryOptions({
    queryKey: balanceKeys.listingAvailability(),
    queryFn: async () => dataOf(await api().GET("/api/listings/availability")).data,
    staleTime: 0,
  });
}
