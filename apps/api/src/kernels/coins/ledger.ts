import type { AppDb } from "../../platform/db/client.js";
import { readAppSetting } from "../settings/read-app-setting.js";
import {
  findReferralFacts,
  hasActiveMembership,
  insertAllocation,
  insertCoinBatch,
  insertCoinUsage,
  insertReferralBatchOnce,
  lockSpendableBatches,
  readBalanceFacts,
  takeFromBatch,
} from "./coin-repository.js";

// The coin ledger (docs/product/coins.md, ADR 0010): every credit is a batch, every spend takes
// from unexpired batches earliest expiry first under row locks, and coins are frozen without an active membership.

export const COIN_SOURCES = ["PURCHASE", "MEMBERSHIP_BONUS", "REFERRAL", "TRIAL", "TRANSFER_IN"] as const;
export type CoinSource = (typeof COIN_SOURCES)[number];
export const COIN_ACTIVITIES = ["ACTIVATE_LISTING", "REPOST_LISTING", "RECOMMENDED_LISTING", "FEATURED_AGENT"] as const;
export type CoinActivity = (typeof COIN_ACTIVITIES)[number];

export type CoinCredit = {
  userId: number;
  source: CoinSource;
  productName: string;
  amount: number;
  expiresAt: Date;
  orderId?: number;
  /** TRANSFER_IN: the sender's batch. */
  sourceBatchId?: number;
  /** REFERRAL: the invitee whose first paid membership earned it. */
  referralInviteeId?: number;
  /** When the coins became active; now by default (the demo seed back-dates). */
  creditedAt?: Date;
};

export type CoinSpend = {
  userId: number;
  activity: CoinActivity;
  amount: number;
  listingUuid?: string;
  listingName?: string;
  /** The listing number the agent sees (shown as "listing id" in coin usages). */
  listingNumber?: string;
};

export type SpendResult =
  | { ok: true; usageId: number }
  | { ok: false; reason: "insufficient_coins"; coinsRemaining: number; requiredCoins: number }
  | { ok: false; reason: "membership_inactive" };

/** Runs fn atomically: a savepoint inside the caller's transaction, or a transaction of its own on a bare db. */
function atomically<T>(db: AppDb, fn: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx));
}

/** Adds a batch of coins. The schema refuses impossible batches (amount ≤ 0, expiry before credit, missing links). */
export async function creditCoins(tx: AppDb, c: CoinCredit): Promise<{ batchId: number }> {
  if (!Number.isInteger(c.amount) || c.amount <= 0) throw new Error(`creditCoins: bad amount ${c.amount}`);
  const batch = await insertCoinBatch(tx, {
    userId: c.userId,
    source: c.source,
    productName: c.productName,
    amount: c.amount,
    creditedAt: c.creditedAt,
    expiresAt: c.expiresAt,
    orderId: c.orderId ?? null,
    sourceBatchId: c.sourceBatchId ?? null,
    referralInviteeId: c.referralInviteeId ?? null,
  });
  return { batchId: batch.id };
}

/**
 * Spends `amount` coins: refuses without an active membership, then locks the user's unexpired batches that still
 * hold coins (earliest expiry first, then oldest id: one lock order for everyone, so spends never deadlock) and
 * takes from them in that order. A racing spend waits for the lock and then sees what is left, so the same coin
 * is never spent twice and no batch goes below zero.
 */
export async function spendCoins(tx: AppDb, s: CoinSpend): Promise<SpendResult> {
  if (!Number.isInteger(s.amount) || s.amount <= 0) throw new Error(`spendCoins: bad amount ${s.amount}`);
  if (!(await hasActiveMembership(tx, s.userId))) return { ok: false, reason: "membership_inactive" };
  return atomically(tx, async (t) => {
    const batches = await lockSpendableBatches(t, s.userId);
    const available = batches.reduce((sum, b) => sum + b.remaining, 0);
    if (available < s.amount) {
      return { ok: false, reason: "insufficient_coins", coinsRemaining: available, requiredCoins: s.amount } as const;
    }
    const usage = await insertCoinUsage(t, {
      userId: s.userId,
      activity: s.activity,
      listingUuid: s.listingUuid ?? null,
      listingName: s.listingName ?? null,
      listingNumber: s.listingNumber ?? null,
      amount: s.amount,
    });
    let left = s.amount;
    for (const b of batches) {
      if (left === 0) break;
      const take = Math.min(b.remaining, left);
      await takeFromBatch(t, b.id, take);
      await insertAllocation(t, usage.id, b.id, take);
      left -= take;
    }
    return { ok: true, usageId: usage.id } as const;
  });
}

export type CoinBalance = {
  /** Coins the agent can spend or transfer now (0 while frozen). */
  spendable: number;
  /** Unexpired coins kept but unusable because no membership is active. */
  frozen: number;
  membershipActive: boolean;
  /** The earliest expiry among unexpired coins, with how many coins expire then. */
  nearestExpiry: { expiresAt: Date; coins: number } | null;
};

/** The agent's unexpired coins, split into spendable and frozen, and the next expiry. */
export async function coinBalance(db: AppDb, userId: number): Promise<CoinBalance> {
  const r = await readBalanceFacts(db, userId);
  return {
    spendable: r.active ? r.total : 0,
    frozen: r.active ? 0 : r.total,
    membershipActive: r.active,
    nearestExpiry: r.nextAt === null ? null : { expiresAt: r.nextAt, coins: r.nextCoins },
  };
}

/** Coins the agent can spend now: unexpired coins while a membership is active, else 0 (frozen). */
export async function spendableBalance(db: AppDb, userId: number): Promise<number> {
  return (await coinBalance(db, userId)).spendable;
}

type ReferralSettings = { reward_coins: number; validity_days: number };

/**
 * The referral reward for the invitee's first paid membership (the caller decides that it is one, and that more
 * than Rp 0 was paid for it): the inviter and the invitee each get app_settings.referral coins. Once per invitee
 * (unique index on REFERRAL batches); nothing without an inviter, when the inviter's code was disabled (suspected
 * fraud), or unless both have a verified phone (a throw-away account has none: docs/product/coins.md#referral).
 */
export async function grantReferralReward(tx: AppDb, inviteeUserId: number): Promise<void> {
  const facts = await findReferralFacts(tx, inviteeUserId);
  const inviterId = facts?.inviterId ?? null;
  if (inviterId === null || facts!.disabled || !facts!.phonesVerified) return;
  const s = await readAppSetting<ReferralSettings>(tx, "referral");
  if (s.reward_coins <= 0) return;
  const sides = [
    { userId: inviterId, productName: "Bonus referral: mengundang agen baru" },
    { userId: inviteeUserId, productName: "Bonus referral: bergabung dengan kode referral" },
  ];
  for (const side of sides) {
    await insertReferralBatchOnce(tx, {
      ...side,
      coins: s.reward_coins,
      validityDays: s.validity_days,
      inviteeUserId,
    });
  }
}
