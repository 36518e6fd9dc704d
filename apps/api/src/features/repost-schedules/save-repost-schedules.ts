import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { canRepost } from "@griya/domain/listing-rules";
import { nextRun } from "@griya/domain/repost-schedule";
import {
  saveRepostSchedulesSchema,
  scheduleNeedsActiveListing,
  type RepostScheduleInput,
} from "@griya/domain/repost-schedule-schemas";
import { authOf } from "../../auth/authenticate.js";
import type { AppDb } from "../../db/client.js";
import { validationFailed } from "../../http/http-error.js";
import { requestTimeZone } from "../../http/request-time-zone.js";
import { findOwnListing } from "../listings/own-listing.js";
import { readScheduleItems } from "./schedule-items.js";

/** The zone's canonical IANA name ("asia/jakarta" → "Asia/Jakarta"), as the job and the texts read it. */
function canonicalZone(timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
}

/**
 * Makes the listing's schedule exactly `schedules`: slots that stay keep their row (and their run history) with a
 * fresh end date, zone and next run; the others go. Each slot's first run is the next occurrence after `now`.
 */
async function replaceSchedules(tx: AppDb, listingId: number, schedules: RepostScheduleInput[], timeZone: string, now: Date) {
  const rows = schedules.map((s) => ({
    day_of_the_week: s.day_of_the_week,
    time: s.time,
    expired_at: s.expired_at,
    next_run_at: nextRun(s, now, timeZone)?.toISOString() ?? null,
  }));
  const input = sql`json_to_recordset(${JSON.stringify(rows)}::json)
    AS x(day_of_the_week int, time text, expired_at text, next_run_at timestamptz)`;
  await tx.execute(sql`
    DELETE FROM repost_schedules s WHERE s.listing_id = ${listingId}
      AND NOT EXISTS (SELECT 1 FROM ${input} WHERE x.day_of_the_week = s.day_of_the_week AND x.time = s.time)`);
  await tx.execute(sql`
    INSERT INTO repost_schedules (listing_id, day_of_the_week, time, expired_at, time_zone, next_run_at)
    SELECT ${listingId}, x.day_of_the_week, x.time, to_date(x.expired_at, 'DD-MM-YYYY'), ${timeZone}, x.next_run_at
    FROM ${input}
    ON CONFLICT (listing_id, day_of_the_week, time) DO UPDATE
      SET expired_at = EXCLUDED.expired_at, time_zone = EXCLUDED.time_zone, next_run_at = EXCLUDED.next_run_at`);
}

/**
 * POST /api/repost_schedules {listing_uuid, schedules}: replaces the schedule of the caller's own listing in one
 * transaction; an empty list removes it. Times and "today" are read in the caller's X-Timezone, which the
 * schedule keeps. Only an ACTIVE listing can be given slots (a repost needs one).
 */
export const saveRepostSchedules: OperationHandler<"saveRepostSchedules"> = async (request) => {
  const { userId } = authOf(request);
  const timeZone = canonicalZone(requestTimeZone(request));
  const now = new Date();
  const parsed = v.safeParse(saveRepostSchedulesSchema({ now, timeZone }), request.body);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.issues));
  const { listing_uuid, schedules } = parsed.output;

  const data = await request.server.database.db.transaction(async (tx) => {
    // The listing lock serialises two saves of one schedule; the job never waits for it (it skips locked rows).
    const listing = await findOwnListing(tx, userId, listing_uuid, true);
    if (schedules.length > 0 && !canRepost(listing.status)) {
      throw validationFailed({ listing_uuid: [scheduleNeedsActiveListing()] });
    }
    await replaceSchedules(tx, listing.id, schedules, timeZone, now);
    return readScheduleItems(tx, listing.id);
  });
  return { data };
};
