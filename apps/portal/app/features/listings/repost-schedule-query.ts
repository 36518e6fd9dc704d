import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import { listingKeys } from "./queries";

/** The repost schedule of one listing; under `listingKeys.all`, so any listing action refreshes it. */
const repostScheduleKey = (listingUuid: string) => [...listingKeys.all, "repost-schedule", listingUuid] as const;

/** GET /api/repost_schedules?listing_uuid=…: the listing's (day, time, end date) slots. */
export function repostScheduleQuery(api: ApiSource, listingUuid: string) {
  return queryOptions({
    queryKey: repostScheduleKey(listingUuid),
    queryFn: async () =>
      dataOf(await api().GET("/api/repost_schedules", { params: { query: { listing_uuid: listingUuid } } })).data,
    // Read afresh each time the modal opens.
    staleTime: 0,
  });
}
