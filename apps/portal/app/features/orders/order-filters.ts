// The order list's state lives in the URL (?status=on_going&q=…&page=2), so a reload, the back button and
// a shared link show the same list.
import { keywordParam, pageParam } from "../../lib/list-params";

export const ORDER_STATUS_FILTERS = ["all", "on_going", "completed"] as const;
type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export type OrderFilters = { status: OrderStatusFilter; q: string; page: number };

export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  const status = params.get("status");
  return {
    status: (ORDER_STATUS_FILTERS as readonly string[]).includes(status ?? "") ? (status as OrderStatusFilter) : "all",
    q: keywordParam(params.get("q")),
    page: pageParam(params.get("page")),
  };
}

/** The query string of a list state; defaults are left out. */
export function orderFiltersSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
