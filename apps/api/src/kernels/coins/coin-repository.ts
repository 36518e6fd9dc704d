import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { coinBatches, coinUsageAllocations, coinUsages, memberships, users } from "../../platform/db/schema.js";
import type { CoinActivity, CoinSource } from "./ledger.js";
import { sqlNow } from "../../platform/db/sql-now.js";

// The coin ledger's tables: batches, spends with their allocations, transfers. Every lock the ledger relies on
// is taken here, in the order the ledger's comments describe.

/** Whether the user holds a membership (TRIAL included) that has started and not ended. */
export async function hasActiveMembership(db: AppDb, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        sql`${memberships.startedAt} <= ${sqlNow()}`,
        sql`${memberships.expiresAt} > ${sqlNow()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type NewCoinBatch = {
  userId: number;
  source: CoinSource;
  productName: string;
  amount: number;
  /** The clock's now when absent. */
  creditedAt?: Date;
  expiresAt: Date;
  orderId: number | null;
  sourceBatchId: number | null;
  referralInviteeId: number | null;
};

export async function insertCoinBatch(tx: AppDb, b: NewCoinBatch): Promise<{ id: number }> {
  const rows = await tx
    .insert(coinBatches)
    .values({ ...b, remaining: b.amount, creditedAt: b.creditedAt ?? sqlNow() })
    .returning({ id: coinBatches.id });
  return rows[0]!;
}

/**
 * The user's unexpired batches that still hold coins, locked FOR UPDATE in one order for everyone (earliest
 * expiry, then oldest id), so spends never deadlock and a racing spend sees what is left.
 */
export async function lockSpendableBatches(tx: AppDb, userId: number): Promise<{ id: number; remaining: number }[]> {
  return tx
    .select({ id: coinBatches.id, remaining: coinBatches.remaining })
    .from(coinBatches)
    .where(
      and(eq(coinBatches.userId, userId), sql`${coinBatches.expiresAt} > ${sqlNow()}`, gt(coinBatches.remaining, 0)),
    )
    .orderBy(asc(coinBatches.expiresAt), asc(coinBatches.id))
    .for("update");
}

export type NewCoinUsage = {
  userId: number;
  activity: CoinActivity;
  listingUuid: string | null;
  listingName: string | null;
  listingNumber: string | null;
  amount: number;
};

export async function insertCoinUsage(tx: AppDb, u: NewCoinUsage): Promise<{ id: number }> {
  const rows = await tx.insert(coinUsages).values(u).returning({ id: coinUsages.id });
  return rows[0]!;
}

/** Takes `amount` out of a batch the caller has locked. */
export async function takeFromBatch(tx: AppDb, batchId: number, amount: number): Promise<void> {
  await tx
    .update(coinBatches)
    .set({ remaining: sql`${coinBatches.remaining} - ${amount}` })
    .where(eq(coinBatches.id, batchId));
}

export async function insertAllocation(tx: AppDb, usageId: number, batchId: number, amount: number): Promise<void> {
  await tx.insert(coinUsageAllocations).values({ usageId, batchId, amount });
}

export type BalanceFacts = { total: number; nextAt: Date | null; nextCoins: number; active: boolean };

/** The user's unexpired coins, the earliest expiry with its coins, and whether a membership is active now. */
export async function readBalanceFacts(db: AppDb, userId: number): Promise<BalanceFacts> {
  const rows = await rowsOf(
    db,
    v.object({ total: v.number(), next_at: v.nullable(v.string()), next_coins: v.number(), active: v.boolean() }),
    sql`
    WITH live AS (
      SELECT remaining, expires_at FROM coin_batches WHERE user_id = ${userId} AND expires_at > ${sqlNow()} AND remaining > 0
    )
    SELECT coalesce((SELECT sum(remaining) FROM live), 0)::int AS total,
      (SELECT min(expires_at) FROM live) AS next_at,
      coalesce((SELECT sum(remaining) FROM live WHERE expires_at = (SELECT min(expires_at) FROM live)), 0)::int AS next_coins,
      EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId} AND started_at <= ${sqlNow()} AND expires_at > ${sqlNow()}) AS active`,
  );
  const r = rows[0]!;
  return {
    total: r.total,
    nextAt: r.next_at === null ? null : new Date(r.next_at),
    nextCoins: r.next_coins,
    active: r.active,
  };
}

export type ReferralFacts = { inviterId: number | null; disabled: boolean; phonesVerified: boolean };

/** The invitee's inviter, whether the inviter's code is disabled, and whether both phones are verified. */
export async function findReferralFacts(tx: AppDb, inviteeUserId: number): Promise<ReferralFacts | undefined> {
  const rows = await rowsOf(
    tx,
    v.object({ inviter_id: v.nullable(v.number()), disabled: v.boolean(), phones_verified: v.boolean() }),
    sql`
    SELECT inviter.id AS inviter_id, inviter.referral_code_disabled_at IS NOT NULL AS disabled,
      (invitee.phone_number_verified_at IS NOT NULL AND inviter.phone_number_verified_at IS NOT NULL) AS phones_verified
    FROM users invitee LEFT JOIN users inviter ON inviter.id = invitee.referred_by_user_id
    WHERE invitee.id = ${inviteeUserId}`,
  );
  const r = rows[0];
  return r && { inviterId: r.inviter_id, disabled: r.disabled, phonesVerified: r.phones_verified };
}

/**
 * A REFERRAL batch valid for `validityDays` from now; a second one for the same invitee meets the unique index
 * and adds nothing.
 */
export async function insertReferralBatchOnce(
  tx: AppDb,
  r: { userId: number; productName: string; coins: number; validityDays: number; inviteeUserId: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, expires_at, referral_invitee_id)
    VALUES (${r.userId}, 'REFERRAL', ${r.productName}, ${r.coins}, ${r.coins},
      ${sqlNow()} + make_interval(days => ${r.validityDays}::int), ${r.inviteeUserId})
    ON CONFLICT (user_id, referral_invitee_id) WHERE source = 'REFERRAL' DO NOTHING`);
}

export type LockedSourceBatch = { id: number; remaining: number; expiresAt: Date; expired: boolean };

/** The sender's own batch, locked FOR UPDATE: racing transfers and spends from it wait and see what is left. */
export async function lockOwnBatch(
  tx: AppDb,
  batchUuid: string,
  userId: number,
): Promise<LockedSourceBatch | undefined> {
  const rows = await tx
    .select({
      id: coinBatches.id,
      remaining: coinBatches.remaining,
      expiresAt: coinBatches.expiresAt,
      expired: sql<boolean>`${coinBatches.expiresAt} <= ${sqlNow()}`,
    })
    .from(coinBatches)
    .where(and(eq(coinBatches.uuid, batchUuid), eq(coinBatches.userId, userId)))
    .for("update");
  return rows[0];
}

/** An activated agent (verified e-mail) by e-mail, whatever its case. */
export async function findActivatedAgentByEmail(
  db: AppDb,
  email: string,
): Promise<{ id: number; email: string } | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = lower(${email})`, eq(users.isAgent, true), isNotNull(users.emailVerifiedAt)),
    );
  return rows[0];
}

/**
 * The recipient's TRANSFER_IN batch, named after the sender; it copies the source batch's expiry in SQL, to the
 * microsecond.
 */
export async function insertTransferInBatch(
  tx: AppDb,
  t: { recipientId: number; sourceBatchId: number; amount: number },
): Promise<{ id: number }> {
  const rows = await rowsOf(
    tx,
    v.object({ id: v.number() }),
    sql`
    INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, expires_at, source_batch_id)
    SELECT ${t.recipientId}, 'TRANSFER_IN', 'Transfer dari ' || sender.name, ${t.amount}, ${t.amount}, src.expires_at, src.id
    FROM coin_batches src JOIN users sender ON sender.id = src.user_id
    WHERE src.id = ${t.sourceBatchId}
    RETURNING id`,
  );
  return rows[0]!;
}

export const InsertedTransfer = v.object({
  uuid: v.string(),
  reference_number: v.string(),
  amount: v.number(),
  notes: v.nullable(v.string()),
  created_at: v.string(),
});
export type InsertedTransfer = v.InferOutput<typeof InsertedTransfer>;

/** Records a transfer; its reference is TRF-YYYYMMDD-000123: the day in the business zone, then a number that never repeats. */
export async function insertTransfer(
  tx: AppDb,
  t: {
    senderUserId: number;
    recipientUserId: number;
    sourceBatchId: number;
    recipientBatchId: number;
    amount: number;
    notes: string | null;
  },
): Promise<InsertedTransfer> {
  const rows = await rowsOf(
    tx,
    InsertedTransfer,
    sql`
    INSERT INTO coin_transfers (reference_number, sender_user_id, recipient_user_id, source_batch_id,
      recipient_batch_id, amount, notes)
    VALUES ('TRF-' || to_char(${sqlNow()} AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-'
        || lpad(nextval('coin_transfer_number_seq')::text, 6, '0'),
      ${t.senderUserId}, ${t.recipientUserId}, ${t.sourceBatchId}, ${t.recipientBatchId}, ${t.amount}, ${t.notes})
    RETURNING uuid::text AS uuid, reference_number, amount, notes, created_at`,
  );
  return rows[0]!;
}
