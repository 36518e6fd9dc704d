import { amountAboveAvailable } from "@griya/domain/commerce-schemas";
import type { AppDb } from "../../platform/db/client.js";
import { COIN_MESSAGES } from "./coin-messages.js";
import {
  findActivatedAgentByEmail,
  hasActiveMembership,
  insertTransfer,
  insertTransferInBatch,
  lockOwnBatch,
  takeFromBatch,
  type InsertedTransfer,
} from "./coin-repository.js";

/** A body the domain's coinTransferBodySchema accepted (amount ≥ 10, notes trimmed and ≤ 160 or null). */
export type TransferRequest = {
  senderUserId: number;
  /** The sender's batch (user_coin_uuid). */
  batchUuid: string;
  recipientEmail: string;
  amount: number;
  notes: string | null;
};

type TransferRow = InsertedTransfer & { recipient_email: string; expires_at: Date };

export type TransferResult =
  | { ok: true; transfer: TransferRow }
  | { ok: false; reason: "batch_not_found" }
  | { ok: false; reason: "membership_inactive" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

/**
 * Moves coins from one of the sender's batches to another activated agent, in one transaction. The batch row is
 * locked first, so racing transfers (or spends) from the same batch wait and then see what is left: the batch
 * never goes below zero and nothing leaves twice. The recipient's new batch keeps the source batch's expiry.
 */
export async function transferCoins(db: AppDb, r: TransferRequest): Promise<TransferResult> {
  return db.transaction(async (tx) => {
    const batch = await lockOwnBatch(tx, r.batchUuid, r.senderUserId);
    // Another agent's batch is answered like a missing one: its existence is none of the caller's business.
    if (!batch) return { ok: false, reason: "batch_not_found" } as const;
    if (!(await hasActiveMembership(tx, r.senderUserId))) return { ok: false, reason: "membership_inactive" } as const;
    const errors: Record<string, string[]> = {};
    const recipient = await findActivatedAgentByEmail(tx, r.recipientEmail);
    if (!recipient) errors.email = [COIN_MESSAGES.recipientUnknown];
    else if (recipient.id === r.senderUserId) errors.email = [COIN_MESSAGES.recipientSelf];
    if (batch.expired) errors.user_coin_uuid = [COIN_MESSAGES.batchExpired];
    if (!batch.expired && r.amount > batch.remaining) errors.amount = [amountAboveAvailable(batch.remaining)];
    if (Object.keys(errors).length > 0 || !recipient) return { ok: false, reason: "invalid", errors } as const;
    await takeFromBatch(tx, batch.id, r.amount);
    const credited = await insertTransferInBatch(tx, {
      recipientId: recipient.id,
      sourceBatchId: batch.id,
      amount: r.amount,
    });
    const inserted = await insertTransfer(tx, {
      senderUserId: r.senderUserId,
      recipientUserId: recipient.id,
      sourceBatchId: batch.id,
      recipientBatchId: credited.id,
      amount: r.amount,
      notes: r.notes,
    });
    return {
      ok: true,
      transfer: { ...inserted, recipient_email: recipient.email, expires_at: batch.expiresAt },
    } as const;
  });
}
