import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";

export type Notification = components["schemas"]["Notification"];

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: (page: number) => [...notificationKeys.all, "list", page] as const,
};

/** GET /api/notifications?page: newest first. */
export function notificationsQuery(api: ApiSource, page: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: async () => dataOf(await api().GET("/api/notifications", { params: { query: { page } } })),
  });
}
