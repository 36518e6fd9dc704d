import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";

// The coin ledger (DECISIONS.md "Coins: a ledger, not a counter"): every credit is a batch, every spend takes
// from unexpired batches earliest expiry first under row locks, and coins are frozen without an active membership.

export type CoinSource = "PURCHASE" | "MEMBERSHIP_BONUS" | "REFERRAL" | "TRIAL" | "TRANSFER_IN";
export type CoinActivity = "ACTIVATE_LISTING" | "REPOST_LISTING" | "RECOMMENDED_LISTING" | "FEATURED_AGENT";

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

/** Whether the user holds a membership (TRIAL included) that has started and not ended. */
export async function hasActiveMembership(db: AppDb, userId: number): Promise<boolean> {
  const rows = await rowsOf<{ active: boolean }>(
    db,
    sql`
    SELECT EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId} AND started_at <= now() AND expires_at > now())
      AS active`,
  );
  return rows[0]?.active === true;
}

/** Adds a batch of coins. The schema refuses impossible batches (amount ≤ 0, expiry before credit, missing links). */
export async function creditCoins(tx: AppDb, c: CoinCredit): Promise<{ batchId: number }> {
  if (!Number.isInteger(c.amount) || c.amount <= 0) throw new Error(`creditCoins: bad amount ${c.amount}`);
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`
    INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, credited_at, expires_at, order_id,
      source_batch_id, referral_invitee_id)
    VALUES (${c.userId}, ${c.source}, ${c.productName}, ${c.amount}, ${c.amount}, ${c.creditedAt ?? sql`now()`},
      ${c.expiresAt}, ${c.orderId ?? null}, ${c.sourceBatchId ?? null}, ${c.referralInviteeId ?? null})
    RETURNING id`,
  );
  return { batchId: rows[0]!.id };
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
    const batches = await rowsOf<{ id: number; remaining: number }>(
      t,
      sql`
      SELECT id, remaining FROM coin_batches
      WHERE user_id = ${s.userId} AND expires_at > now() AND remaining > 0
      ORDER BY expires_at, id
      FOR UPDATE`,
    );
    const available = batches.reduce((sum, b) => sum + b.remaining, 0);
    if (available < s.amount) {
      return { ok: false, reason: "insufficient_coins", coinsRemaining: available, requiredCoins: s.amount } as const;
    }
    const usage = await rowsOf<{ id: number }>(
      t,
      sql`
      INSERT INTO coin_usages (user_id, activity, listing_uuid, listing_name, listing_number, amount)
      VALUES (${s.userId}, ${s.activity}, ${s.listingUuid ?? null}, ${s.listingName ?? null}, ${s.listingNumber ?? null},
        ${s.amount})
      RETURNING id`,
    );
    const usageId = usage[0]!.id;
    let left = s.amount;
    for (const b of batches) {
      if (left === 0) break;
      const take = Math.min(b.remaining, left);
      await t.execute(sql`UPDATE coin_batches SET remaining = remaining - ${take} WHERE id = ${b.id}`);
      await t.execute(
        sql`INSERT INTO coin_usage_allocations (usage_id, batch_id, amount) VALUES (${usageId}, ${b.id}, ${take})`,
      );
      left -= take;
    }
    return { ok: true, usageId } as const;
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
  const rows = await rowsOf<{ total: number; next_at: Date | null; next_coins: number; active: boolean }>(
    db,
    sql`
    WITH live AS (
      SELECT remaining, expires_at FROM coin_batches WHERE user_id = ${userId} AND expires_at > now() AND remaining > 0
    )
    SELECT coalesce((SELECT sum(remaining) FROM live), 0)::int AS total,
      (SELECT min(expires_at) FROM live) AS next_at,
      coalesce((SELECT sum(remaining) FROM live WHERE expires_at = (SELECT min(expires_at) FROM live)), 0)::int AS next_coins,
      EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId} AND started_at <= now() AND expires_at > now()) AS active`,
  );
  const r = rows[0]!;
  return {
    spendable: r.active ? r.total : 0,
    frozen: r.active ? 0 : r.total,
    membershipActive: r.active,
    nearestExpiry: r.next_at === null ? null : { expiresAt: new Date(r.next_at), coins: r.next_coins },
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
 * fraud), or unless both have a verified phone (a throw-away account has none: DECISIONS "Referral").
 */
export async function grantReferralReward(tx: AppDb, inviteeUserId: number): Promise<void> {
  const rows = await rowsOf<{ inviter_id: number | null; disabled: boolean; phones_verified: boolean }>(
    tx,
    sql`
    SELECT inviter.id AS inviter_id, inviter.referral_code_disabled_at IS NOT NULL AS disabled,
      (invitee.phone_number_verified_at IS NOT NULL AND inviter.phone_number_verified_at IS NOT NULL) AS phones_verified
    FROM users invitee LEFT JOIN users inviter ON inviter.id = invitee.referred_by_user_id
    WHERE invitee.id = ${inviteeUserId}`,
  );
  const inviterId = rows[0]?.inviter_id ?? null;
  if (inviterId === null || rows[0]!.disabled || !rows[0]!.phones_verified) return;
  const settings = await rowsOf<{ value: ReferralSettings }>(
    tx,
    sql`SELECT value FROM app_settings WHERE key = 'referral'`,
  );
  const s = settings[0]?.value;
  if (!s) throw new Error("app_settings.referral is missing; run the seed");
  if (s.reward_coins <= 0) return;
  const sides = [
    { userId: inviterId, productName: "Bonus referral: mengundang agen baru" },
    { userId: inviteeUserId, productName: "Bonus referral: bergabung dengan kode referral" },
  ];
  for (const side of sides) {
    // A second call for the same invitee meets the unique index and adds nothing.
    await tx.execute(sql`
      INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, expires_at, referral_invitee_id)
      VALUES (${side.userId}, 'REFERRAL', ${side.productName}, ${s.reward_coins}, ${s.reward_coins},
        now() + make_interval(days => ${s.validity_days}::int), ${inviteeUserId})
      ON CONFLICT (user_id, referral_invitee_id) WHERE source = 'REFERRAL' DO NOTHING`);
  }
}
