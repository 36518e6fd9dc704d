import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import type { OrderFilters } from "./order-filters";

export type Order = components["schemas"]["Order"];
export type OrderDetail = components["schemas"]["OrderDetail"];
export type Invoice = components["schemas"]["Invoice"];

/** Query keys of the orders feature. */
export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  list: (filters: OrderFilters) => [...orderKeys.lists(), filters] as const,
  detail: (uuid: string) => [...orderKeys.all, "detail", uuid] as const,
  invoice: (uuid: string) => [...orderKeys.all, "invoice", uuid] as const,
};

/** GET /api/orders?q&status_filter&page. */
export function ordersQuery(api: ApiSource, filters: OrderFilters) {
  return queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: async () =>
      dataOf(
        await api().GET("/api/orders", {
          params: {
            query: {
              q: filters.q || undefined,
              status_filter: filters.status === "all" ? undefined : filters.status,
              page: filters.page,
            },
          },
        }),
      ),
  });
}

/** How often /how-to-pay asks whether the payment arrived. */
const PAYMENT_POLL_MS = 3000;

/**
 * GET /api/orders/{uuid}: the order with its payment instructions (how-to-pay). While it waits for payment the
 * browser asks again every few seconds, so the page updates by itself when the payment arrives.
 */
export function orderQuery(api: ApiSource, uuid: string) {
  return queryOptions({
    queryKey: orderKeys.detail(uuid),
    queryFn: async () => dataOf(await api().GET("/api/orders/{uuid}", { params: { path: { uuid } } })).data,
    refetchInterval: (query) => (query.state.data?.status === "PENDING" ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** GET /api/orders/invoices/{uuid}: public, the uuid is the capability. */
export function invoiceQuery(api: ApiSource, uuid: string) {
  return queryOptions({
    queryKey: orderKeys.invoice(uuid),
    queryFn: async () => dataOf(await api().GET("/api/orders/invoices/{uuid}", { params: { path: { uuid } } })).data,
    staleTime: 5 * 60_000,
  });
}
