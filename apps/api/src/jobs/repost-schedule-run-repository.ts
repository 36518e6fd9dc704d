import { eq, sql } from "drizzle-orm";
import { LISTING_STATUSES } from "@griya/domain/listing-rules";
import * as v from "valibot";
import type { AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { repostScheduleRuns, repostSchedules } from "../platform/db/schema.js";

export const DueSlot = v.object({
  id: v.number(),
  day_of_the_week: v.number(),
  time: v.string(),
  expired_at: v.string(),
  time_zone: v.string(),
  slot_at: v.string(),
  user_id: v.number(),
  listing_id: v.number(),
  listing_uuid: v.string(),
  listing_number: v.string(),
  property_type_name: v.nullable(v.string()),
  title_suffix: v.nullable(v.string()),
  status: v.picklist(LISTING_STATUSES),
  email: v.string(),
  name: v.string(),
});
export type DueSlot = v.InferOutput<typeof DueSlot>;

/**
 * Claims the earliest due schedule with its listing and agent, skipping any of the three another transaction
 * holds (another process's run, a save of the schedule, a repost or deletion of the listing). Taking all three
 * at once without waiting, it cannot deadlock with those actions, whatever order they lock in; a skipped slot is
 * taken on a later pass.
 */
export async function claimDueSlot(tx: AppDb, now: Date, skip: readonly number[]): Promise<DueSlot | undefined> {
  const [slot] = await rowsOf(
    tx,
    DueSlot,
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
  const [run] = await rowsOf(
    tx,
    v.object({ id: v.number() }),
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
