import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/** The contract's RepostScheduleItem: day 1–7, "HH:mm", end date dd-MM-yyyy. */
export type RepostScheduleItem = { day_of_the_week: number; time: string; expired_at: string };

/** A listing's schedule by day, then time ("HH:mm" sorts as text). */
export async function readScheduleItems(db: AppDb, listingId: number): Promise<RepostScheduleItem[]> {
  return rowsOf<RepostScheduleItem>(db, sql`
    SELECT day_of_the_week, time, to_char(expired_at, 'DD-MM-YYYY') AS expired_at
    FROM repost_schedules WHERE listing_id = ${listingId}
    ORDER BY day_of_the_week, time`);
}
