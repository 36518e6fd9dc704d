import type { components, operations } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import { browserApi } from "../../lib/browser-api";
import { enquiryListParams, type LeadFilters } from "./lead-filters";

export type Enquiry = components["schemas"]["Enquiry"];
export type ReplyChannel = operations["recordEnquiryReply"]["requestBody"]["content"]["application/json"]["channel"];

/** Query keys of the enquiries (leads) feature. */
export const enquiryKeys = {
  all: ["enquiries"] as const,
  unreadCount: () => [...enquiryKeys.all, "unread-count"] as const,
  lists: () => [...enquiryKeys.all, "list"] as const,
  list: (filters: LeadFilters) => [...enquiryKeys.lists(), filters] as const,
  detail: (uuid: string) => [...enquiryKeys.all, "detail", uuid] as const,
  responseTime: () => [...enquiryKeys.all, "response-time"] as const,
};

/**
 * GET /api/enquiries/unread_count, fetched in the browser once the agent is known (after login and the user
 * fetch). Its errors are swallowed (`silent`), the badge just stays away (docs/product/portal.md).
 */
export function unreadEnquiryCountQuery() {
  return queryOptions({
    queryKey: enquiryKeys.unreadCount(),
    queryFn: async () => {
      const { data } = await browserApi().GET("/api/enquiries/unread_count");
      return data?.data.count ?? 0;
    },
    meta: { silent: true },
    staleTime: 60_000,
  });
}

/** GET /api/enquiries?archive&read&page: a tab of the inbox, newest activity first. */
export function enquiriesQuery(api: ApiSource, filters: LeadFilters) {
  return queryOptions({
    queryKey: enquiryKeys.list(filters),
    queryFn: async () => dataOf(await api().GET("/api/enquiries", { params: { query: enquiryListParams(filters) } })),
  });
}

/** GET /api/enquiries/{uuid}: one lead (the lead page, the new-lead e-mail's link). */
export function enquiryQuery(api: ApiSource, uuid: string) {
  return queryOptions({
    queryKey: enquiryKeys.detail(uuid),
    queryFn: async () => dataOf(await api().GET("/api/enquiries/{uuid}", { params: { path: { uuid } } })).data,
  });
}

/** GET /api/enquiries/response_time: the median first response over 30 days. Shown when it loads, else left out. */
export function responseTimeQuery(api: ApiSource) {
  return queryOptions({
    queryKey: enquiryKeys.responseTime(),
    queryFn: async () => dataOf(await api().GET("/api/enquiries/response_time")).data,
    meta: { silent: true },
  });
}
