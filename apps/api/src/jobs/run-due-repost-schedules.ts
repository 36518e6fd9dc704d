import { sql } from "drizzle-orm";
import { isErrorCode, type ErrorCodeFields } from "@griya/domain/error-codes";
import { composeListingTitle } from "@griya/domain/listing-display";
import { canRepost, type ListingStatus } from "@griya/domain/listing-rules";
import { nextRun } from "@griya/domain/repost-schedule";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { HttpError } from "../http/http-error.js";
import type { Messenger, OutgoingMessage } from "../messaging/message.js";
import { insertOutbox } from "../messaging/outbox-repository.js";
import { repostListingsInTx } from "../features/listings/repost-listings.js";
import { insertNotification } from "../features/notifications/notification-repository.js";
import {
  LISTING_NOT_ACTIVE_FAILURE,
  SCHEDULED_REPOST_FAILED,
  refusalFailure,
  repostFailureEmail,
  repostFailureTexts,
  type FailedSlot,
  type RepostFailure,
} from "../features/repost-schedules/repost-failure-messages.js";
import { pruneEmptyJobRuns } from "./prune-empty-job-runs.js";
import { recordJobRun } from "./record-job-run.js";

export const REPOST_SCHEDULE_JOB = "repost-schedules";

type DueSlot = {
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
async function claimDueSlot(tx: AppDb, now: Date, skip: readonly number[]): Promise<DueSlot | undefined> {
  const [slot] = await rowsOf<DueSlot>(tx, sql`
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
    FOR UPDATE OF s, l, u SKIP LOCKED`);
  return slot;
}

/** The repost, inside a savepoint: a refusal rolls back only what the repost did, and says why. */
async function attemptRepost(tx: AppDb, slot: DueSlot): Promise<RepostFailure | null> {
  if (!canRepost(slot.status)) return LISTING_NOT_ACTIVE_FAILURE;
  try {
    await tx.transaction((sp) => repostListingsInTx(sp, slot.user_id, [slot.listing_uuid]));
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422 && isErrorCode(error.body.code)) {
      const { coins_remaining, required_coins, listing_slot } = error.body as ErrorCodeFields;
      return refusalFailure(error.body.code, { coins_remaining, required_coins, listing_slot });
    }
    throw error;
  }
}

type SlotOutcome = { ran: boolean; email: OutgoingMessage | null };

/**
 * One due slot in the caller's transaction: the run row first (a slot that already ran is not run again), then
 * the repost; a refusal is recorded on the run and the agent is notified. Either way the schedule moves to its
 * next slot after `now` (slots missed while no job ran are run once, not one by one), or to none after the end
 * date.
 */
async function runSlot(tx: AppDb, slot: DueSlot, now: Date): Promise<SlotOutcome> {
  // Written as REPOSTED; a refusal below turns it into FAILED before this transaction commits.
  const [run] = await rowsOf<{ id: number }>(tx, sql`
    INSERT INTO repost_schedule_runs (schedule_id, slot_at, outcome)
    SELECT id, next_run_at, 'REPOSTED' FROM repost_schedules WHERE id = ${slot.id}
    ON CONFLICT (schedule_id, slot_at) DO NOTHING
    RETURNING id::int AS id`);
  let email: OutgoingMessage | null = null;
  if (run) {
    const failure = await attemptRepost(tx, slot);
    if (failure) {
      await tx.execute(sql`
        UPDATE repost_schedule_runs SET outcome = 'FAILED', error_code = ${failure.errorCode}, failure_reason = ${failure.reason}
        WHERE id = ${run.id}`);
      const failed: FailedSlot = {
        listingTitle: composeListingTitle(slot.property_type_name, slot.title_suffix),
        listingNumber: slot.listing_number,
        day: slot.day_of_the_week,
        slotAt: new Date(slot.slot_at),
        timeZone: slot.time_zone,
        failure,
      };
      await insertNotification(tx, {
        userId: slot.user_id,
        type: SCHEDULED_REPOST_FAILED,
        ...repostFailureTexts(failed),
        data: {
          listing_uuid: slot.listing_uuid,
          listing_number: slot.listing_number,
          slot_at: failed.slotAt.toISOString(),
          error_code: failure.errorCode,
          reason: failure.reason,
        },
      });
      email = repostFailureEmail(slot.email, slot.name, failed);
    }
  }
  const next = nextRun(slot, now, slot.time_zone);
  await tx.execute(sql`UPDATE repost_schedules SET next_run_at = ${next} WHERE id = ${slot.id}`);
  return { ran: run !== undefined, email };
}

const outboxMessenger = (db: AppDb): Messenger => ({
  send: (message) => insertOutbox(db, message),
  enqueue: async (tx, message) => {
    await insertOutbox(tx, message);
    return true;
  },
});

/**
 * Runs every repost slot due at `now`, each claimed in its own transaction, and records the run in job_runs. Safe
 * in any number of processes at once. E-mails go out after their transaction commits, through `messenger` (the
 * app's, in production; the outbox by default). A slot that fails unexpectedly is left due for the next run and
 * does not hold up the others; the run then reports the failures. Returns how many slots ran.
 */
export async function runDueRepostSchedules(db: AppDb, now = new Date(), messenger: Messenger = outboxMessenger(db)): Promise<number> {
  const ran = await recordJobRun(db, REPOST_SCHEDULE_JOB, async () => {
    let count = 0;
    const skip: number[] = [];
    const problems: string[] = [];
    for (;;) {
      // Set inside the transaction, read after it failed (a property, so it is not narrowed away).
      const current: { slot?: DueSlot } = {};
      let outcome: SlotOutcome | null;
      try {
        outcome = await db.transaction(async (tx) => {
          current.slot = await claimDueSlot(tx, now, skip);
          return current.slot ? runSlot(tx, current.slot, now) : null;
        });
      } catch (error) {
        // Nothing claimed means the claim itself failed: there is nothing to go on with.
        if (!current.slot) throw error;
        skip.push(current.slot.id);
        problems.push(`schedule ${current.slot.id}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (!outcome) break;
      if (outcome.ran) count += 1;
      if (outcome.email) {
        try {
          await messenger.send(outcome.email);
        } catch (error) {
          problems.push(`e-mail to ${outcome.email.to}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    if (problems.length > 0) throw new Error(`${count} slots ran; failures: ${problems.join("; ")}`);
    return count;
  });
  await pruneEmptyJobRuns(db, REPOST_SCHEDULE_JOB);
  return ran;
}
