import { canRepost } from "@griya/domain/listing-rules";
import { nextRun } from "@griya/domain/repost-schedule";
import type { RepostScheduleInput } from "@griya/domain/repost-schedule-schemas";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { ownListing } from "../listings/index.js";
import { readScheduleItems, replaceSchedules, type RepostScheduleItem } from "./repost-schedule-repository.js";

export type SaveSchedulesResult =
  { ok: true; items: RepostScheduleItem[] } | { ok: false; reason: "not_found" | "listing_not_active" };

/**
 * Replaces the schedule of the agent's own listing in one transaction; an empty list removes it. Only an ACTIVE
 * listing can be given slots (a repost needs one). Each slot's first run is the next occurrence after `now` in
 * `timeZone`, which the schedule keeps.
 */
export function saveListingSchedules(
  db: AppDb,
  userId: number,
  listingUuid: string,
  schedules: RepostScheduleInput[],
  timeZone: string,
  now: Date,
): Promise<SaveSchedulesResult> {
  return transactionUnlessRefused(db, async (tx): Promise<SaveSchedulesResult> => {
    // The listing lock serialises two saves of one schedule; the job never waits for it (it skips locked rows).
    const listing = await ownListing(tx, userId, listingUuid, true);
    if (!listing) return { ok: false, reason: "not_found" };
    if (schedules.length > 0 && !canRepost(listing.status)) return { ok: false, reason: "listing_not_active" };
    const slots = schedules.map((s) => ({
      day_of_the_week: s.day_of_the_week,
      time: s.time,
      expired_at: s.expired_at,
      next_run_at: nextRun(s, now, timeZone)?.toISOString() ?? null,
    }));
    await replaceSchedules(tx, listing.id, slots, timeZone);
    return { ok: true, items: await readScheduleItems(tx, listing.id) };
  });
}
