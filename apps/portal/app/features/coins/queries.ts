import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";

export type CoinPurchase = components["schemas"]["CoinPurchase"];
export type CoinTransfer = components["schemas"]["CoinTransfer"];

export const COIN_CATEGORIES = ["active", "expired"] as const;
export type CoinCategory = (typeof COIN_CATEGORIES)[number];

export type PurchaseFilters = { category: CoinCategory; page: number };
export type SearchFilters = { q: string; page: number };

/** Query keys of the coins feature; `all` is invalidated after a transfer (balance and every list change). */
export const coinKeys = {
  all: ["coins"] as const,
  purchases: (filters: PurchaseFilters) => [...coinKeys.all, "purchases", filters] as const,
  /** Every active batch, for the transfer modal's batch select. */
  transferableBatches: () => [...coinKeys.all, "transferable-batches"] as const,
  usages: (filters: SearchFilters) => [...coinKeys.all, "usages", filters] as const,
  transfers: (filters: SearchFilters) => [...coinKeys.all, "transfers", filters] as const,
  settings: () => [...coinKeys.all, "settings"] as const,
};

/** GET /api/coins/purchases?category&page. */
export function coinPurchasesQuery(api: ApiSource, filters: PurchaseFilters) {
  return queryOptions({
    queryKey: coinKeys.purchases(filters),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/coins/purchases", {
          params: { query: { category: filters.category, page: filters.page } },
        }),
      ),
  });
}

/** Active batches with coins left, across pages (the transfer modal picks one; agents have a handful). */
export function transferableBatchesQuery(api: ApiSource) {
  return queryOptions({
    queryKey: coinKeys.transferableBatches(),
    queryFn: async () => {
      const batches: CoinPurchase[] = [];
      for (let page = 1; page <= 10; page++) {
        const { data, meta } = dataOf(
          await api().GET("/api/coins/purchases", { params: { query: { category: "active", page } } }),
        );
        batches.push(...data.filter((batch) => batch.remaining > 0));
        if (page >= meta.last_page) break;
      }
      return batches;
    },
    staleTime: 0,
  });
}

/** GET /api/v2/coins/usages?q&page. */
export function coinUsagesQuery(api: ApiSource, filters: SearchFilters) {
  return queryOptions({
    queryKey: coinKeys.usages(filters),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/v2/coins/usages", {
          params: { query: { q: filters.q || undefined, page: filters.page } },
        }),
      ),
  });
}

/** GET /api/coin_transfers?q&page. */
export function coinTransfersQuery(api: ApiSource, filters: SearchFilters) {
  return queryOptions({
    queryKey: coinKeys.transfers(filters),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/coin_transfers", {
          params: { query: { q: filters.q || undefined, page: filters.page } },
        }),
      ),
  });
}

/** GET /api/public: whether coin transfer is switched on (feature flag enableCoinTransfer). */
export function coinTransferEnabledQuery(api: ApiSource) {
  return queryOptions({
    queryKey: coinKeys.settings(),
    queryFn: async () => dataOf(await api().GET("/api/public")).data.feature_flags.enableCoinTransfer,
    staleTime: 5 * 60_000,
  });
}
