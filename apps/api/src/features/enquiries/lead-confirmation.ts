import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import { leadConfirmationEmail, type LeadConfirmation } from "./lead-messages.js";
import type { Messenger } from "../../platform/messaging/message.js";
import { sendAfterCommit } from "../../platform/messaging/send-after-commit.js";
import { LEAD_CONFIRMATIONS_PER_ADDRESS } from "../../platform/rate-limit/limits.js";
import { hit } from "../../platform/rate-limit/rate-limit.js";

/**
 * The buyer's confirmation of a stored enquiry or KPR request, counted per recipient address on the shared
 * rate-limit table (every API process sees the same count): past LEAD_CONFIRMATIONS_PER_ADDRESS in its window
 * nothing is sent, and the request itself is not affected. Answers whether it was sent (or queued).
 */
export async function confirmLead(
  db: AppDb,
  messenger: Messenger,
  log: FastifyBaseLogger,
  confirmation: LeadConfirmation,
): Promise<boolean> {
  const count = await hit(
    db,
    `leadConfirmation:${confirmation.to.trim().toLowerCase()}`,
    LEAD_CONFIRMATIONS_PER_ADDRESS,
  );
  if (count.hits > LEAD_CONFIRMATIONS_PER_ADDRESS.max) return false;
  const mail = leadConfirmationEmail(confirmation);
  if (!(await messenger.enqueue(db, mail))) void sendAfterCommit(messenger, log, mail, "lead confirmation");
  return true;
}
