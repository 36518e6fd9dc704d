import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "../../lib/browser-api";

/** Query keys of the enquiries (leads) feature. */
export const enquiryKeys = {
  all: ["enquiries"] as const,
  unreadCount: () => [...enquiryKeys.all, "unread-count"] as const,
};

/**
 * GET /api/enquiries/unread_count, fetched in the browser once the agent is known (SPEC §4: after login and
 * the user fetch). SPEC §8: its errors are swallowed (`silent`), the badge just stays away.
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
