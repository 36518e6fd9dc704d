import { composeListingTitle } from "@griya/domain/listing-display";
import { canRepost } from "@griya/domain/listing-rules";
import { nextRun } from "@griya/domain/repost-schedule";
import type { AppDb } from "../platform/db/client.js";
import type { Messenger, OutgoingMessage } from "../platform/messaging/message.js";
import { insertOutbox } from "../platform/messaging/outbox-repository.js";
import { repostOwnListings } from "../features/listings/index.js";
import { insertNotification } from "../features/notifications/index.js";
import {
  LISTING_NOT_ACTIVE_FAILURE,
  SCHEDULED_REPOST_FAILED,
  refusalFailure,
  repostFailureEmail,
  repostFailureTexts,
  type FailedSlot,
  type RepostFailure,
} from "../features/repost-schedules/index.js";
import { pruneEmptyJobRuns } from "../platform/scheduler/job-run-repository.js";
import { recordJobRun } from "../platform/scheduler/record-job-run.js";
import {
  claimDueSlot,
  insertSlotRun,
  markSlotRunFailed,
  moveScheduleToNextRun,
  type DueSlot,
} from "./repost-schedule-run-repository.js";
import { clock } from "../platform/clock.js";

export const REPOST_SCHEDULE_JOB = "repost-schedules";

/** The repost, inside a savepoint: a refusal rolls back only what the repost did, and says why. */
async function attemptRepost(tx: AppDb, slot: DueSlot): Promise<RepostFailure | null> {
  if (!canRepost(slot.status)) return LISTING_NOT_ACTIVE_FAILURE;
  const result = await repostOwnListings(tx, slot.user_id, [slot.listing_uuid]);
  if (result.ok) return null;
  if (result.reason === "business") return refusalFailure(result.code, result.numbers);
  // Past its expiry, before the expiry job has moved it to Lampau: no longer active, as far as a repost goes.
  if (result.reason === "not_repostable") return LISTING_NOT_ACTIVE_FAILURE;
  // The claimed listing is the agent's and locked: any other refusal is a bug, left for the next run.
  throw new Error(`repost refused: ${result.reason}`);
}

type SlotOutcome = { ran: boolean; email: OutgoingMessage | null };

/**
 * One due slot in the caller's transaction: the run row first (a slot that already ran is not run again), then
 * the repost; a refusal is recorded on the run and the agent is notified. Either way the schedule moves to its
 * next slot after `now` (slots missed while no job ran are run once, not one by one), or to none after the end
 * date.
 */
async function runSlot(tx: AppDb, slot: DueSlot, now: Date): Promise<SlotOutcome> {
  const run = await insertSlotRun(tx, slot.id);
  let email: OutgoingMessage | null = null;
  if (run) {
    const failure = await attemptRepost(tx, slot);
    if (failure) {
      await markSlotRunFailed(tx, run.id, failure.errorCode, failure.reason);
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
  await moveScheduleToNextRun(tx, slot.id, next);
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
export async function runDueRepostSchedules(
  db: AppDb,
  now = clock.now(),
  messenger: Messenger = outboxMessenger(db),
): Promise<number> {
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
