import { eq, sql } from "drizzle-orm";
import type { ListingStatus } from "@griya/domain/listing-rules";
import type { AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { repostScheduleRuns, repostSchedules } from "../platform/db/schema.js";

export type DueSlot = {
  id: number;
  day_of_the_week: number;
  time: string;
  expired_at: string;
  time_zone: string;
  slot_at: Date | string;
  user_id: number;
  listing_id: number;
  listing_uuid: string;
  listing_number: string;
  property_type_name: string | null;
  title_suffix: string | null;
  status: ListingStatus;
  email: string;
  name: string;
};

/**
 * Claims the earliest due schedule with its listing and agent, skipping any of the three another transaction
 * holds (another process's run, a save of the schedule, a repost or deletion of the listing). Taking all three
 * at once without waiting, it cannot deadlock with those actions, whatever order they lock in; a skipped slot is
 * taken on a later pass.
 */
export async function claimDueSlot(tx: AppDb, now: Date, skip: readonly number[]): Promise<DueSlot | undefined> {
  const [slot] = await rowsOf<DueSlot>(
    tx,
    sql`
    SELECT s.id, s.day_of_the_week, s.time, to_char(s.expired_at, 'DD-MM-YYYY') AS expired_at, s.time_zone,
      s.next_run_at AS slot_at, l.user_id, l.id AS listing_id, l.uuid::text AS listing_uuid, l.listing_number,
      (SELECT name FROM property_types WHERE id = l.property_type_id) AS property_type_name, l.title_suffix,
      l.status, u.email, u.name
    FROM repost_schedules s
    JOIN listings l ON l.id = s.listing_id
    JOIN users u ON u.id = l.user_id
    WHERE s.next_run_at <= ${now}
      AND s.id NOT IN (SELECT json_array_elements_text(${JSON.stringify(skip)}::json)::int)
    ORDER BY s.next_run_at, s.id
    LIMIT 1
    FOR UPDATE OF s, l, u SKIP LOCKED`,
  );
  return slot;
}

/**
 * The run of the schedule's current slot, written as REPOSTED (a refusal turns it into FAILED before the
 * transaction commits); undefined when that slot already ran.
 */
export async function insertSlotRun(tx: AppDb, scheduleId: number): Promise<{ id: number } | undefined> {
  const [run] = await rowsOf<{ id: number }>(
    tx,
    sql`
    INSERT INTO repost_schedule_runs (schedule_id, slot_at, outcome)
    SELECT id, next_run_at, 'REPOSTED' FROM repost_schedules WHERE id = ${scheduleId}
    ON CONFLICT (schedule_id, slot_at) DO NOTHING
    RETURNING id::int AS id`,
  );
  return run;
}

export async function markSlotRunFailed(
  tx: AppDb,
  runId: number,
  errorCode: number | null,
  reason: string,
): Promise<void> {
  await tx
    .update(repostScheduleRuns)
    .set({ outcome: "FAILED", errorCode, failureReason: reason })
    .where(sql`${repostScheduleRuns.id} = ${runId}`);
}

export async function moveScheduleToNextRun(tx: AppDb, scheduleId: number, next: Date | null): Promise<void> {
  await tx.update(repostSchedules).set({ nextRunAt: next }).where(eq(repostSchedules.id, scheduleId));
}
