import { amountAboveAvailable } from "@griya/domain/commerce-schemas";
import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { COIN_MESSAGES } from "./coin-messages.js";
import { hasActiveMembership } from "./ledger.js";

/** A body the domain's coinTransferBodySchema accepted (amount ≥ 10, notes trimmed and ≤ 160 or null). */
export type TransferRequest = {
  senderUserId: number;
  /** The sender's batch (user_coin_uuid). */
  batchUuid: string;
  recipientEmail: string;
  amount: number;
  notes: string | null;
};

type TransferRow = {
  uuid: string;
  reference_number: string;
  recipient_email: string;
  amount: number;
  notes: string | null;
  created_at: Date;
  expires_at: Date;
};

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
  return db.transaction(async (txn) => {
    const tx = txn;
    const batches = await rowsOf<{ id: number; remaining: number; expires_at: Date | string; expired: boolean }>(
      tx,
      sql`
      SELECT id, remaining, expires_at, expires_at <= now() AS expired FROM coin_batches
      WHERE uuid = ${r.batchUuid}::uuid AND user_id = ${r.senderUserId}
      FOR UPDATE`,
    );
    const batch = batches[0];
    // Another agent's batch is answered like a missing one: its existence is none of the caller's business.
    if (!batch) return { ok: false, reason: "batch_not_found" } as const;
    if (!(await hasActiveMembership(tx, r.senderUserId))) return { ok: false, reason: "membership_inactive" } as const;

    const errors: Record<string, string[]> = {};
    const recipients = await rowsOf<{ id: number; email: string }>(
      tx,
      sql`
      SELECT id, email FROM users
      WHERE lower(email) = lower(${r.recipientEmail}) AND is_agent AND email_verified_at IS NOT NULL`,
    );
    const recipient = recipients[0];
    if (!recipient) errors.email = [COIN_MESSAGES.recipientUnknown];
    else if (recipient.id === r.senderUserId) errors.email = [COIN_MESSAGES.recipientSelf];
    if (batch.expired) errors.user_coin_uuid = [COIN_MESSAGES.batchExpired];
    if (!batch.expired && r.amount > batch.remaining) errors.amount = [amountAboveAvailable(batch.remaining)];
    if (Object.keys(errors).length > 0 || !recipient) return { ok: false, reason: "invalid", errors } as const;

    await tx.execute(sql`UPDATE coin_batches SET remaining = remaining - ${r.amount} WHERE id = ${batch.id}`);
    // The recipient's batch copies the source expiry in SQL, to the microsecond.
    const credited = await rowsOf<{ id: number }>(
      tx,
      sql`
      INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, expires_at, source_batch_id)
      SELECT ${recipient.id}, 'TRANSFER_IN', 'Transfer dari ' || sender.name, ${r.amount}, ${r.amount}, src.expires_at, src.id
      FROM coin_batches src JOIN users sender ON sender.id = src.user_id
      WHERE src.id = ${batch.id}
      RETURNING id`,
    );
    const batchId = credited[0]!.id;
    // TRF-YYYYMMDD-000123: the day in the business zone, then a number that never repeats.
    const inserted = await rowsOf<Omit<TransferRow, "recipient_email" | "expires_at">>(
      tx,
      sql`
      INSERT INTO coin_transfers (reference_number, sender_user_id, recipient_user_id, source_batch_id,
        recipient_batch_id, amount, notes)
      VALUES ('TRF-' || to_char(now() AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-'
          || lpad(nextval('coin_transfer_number_seq')::text, 6, '0'),
        ${r.senderUserId}, ${recipient.id}, ${batch.id}, ${batchId}, ${r.amount}, ${r.notes})
      RETURNING uuid::text AS uuid, reference_number, amount, notes, created_at`,
    );
    return {
      ok: true,
      transfer: { ...inserted[0]!, recipient_email: recipient.email, expires_at: new Date(batch.expires_at) },
    } as const;
  });
}
