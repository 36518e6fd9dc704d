import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

/** The contract's RepostScheduleItem: day 1–7, "HH:mm", end date dd-MM-yyyy. */
export const RepostScheduleItem = v.object({ day_of_the_week: v.number(), time: v.string(), expired_at: v.string() });
export type RepostScheduleItem = v.InferOutput<typeof RepostScheduleItem>;

/** A slot to keep: its end date dd-MM-yyyy and its next run (null when none is left before the end date). */
export type ScheduleSlot = RepostScheduleItem & { next_run_at: string | null };

/** A listing's schedule by day, then time ("HH:mm" sorts as text). */
export async function readScheduleItems(db: AppDb, listingId: number): Promise<RepostScheduleItem[]> {
  return rowsOf(
    db,
    RepostScheduleItem,
    sql`
    SELECT day_of_the_week, time, to_char(expired_at, 'DD-MM-YYYY') AS expired_at
    FROM repost_schedules WHERE listing_id = ${listingId}
    ORDER BY day_of_the_week, time`,
  );
}

/**
 * Makes the listing's schedule exactly `slots`: slots that stay keep their row (and their run history) with a
 * fresh end date, zone and next run; the others go.
 */
export async function replaceSchedules(
  tx: AppDb,
  listingId: number,
  slots: readonly ScheduleSlot[],
  timeZone: string,
): Promise<void> {
  const input = sql`json_to_recordset(${JSON.stringify(slots)}::json)
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
