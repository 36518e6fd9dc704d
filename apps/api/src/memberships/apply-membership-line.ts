import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { creditCoins, grantReferralReward } from "../coins/ledger.js";
import { currentTerm, loadTerms, loadTiers, type MembershipTerm, type TierRow } from "./membership-state.js";
import type { MembershipLineKind } from "./membership-offer.js";

const DAY_MS = 86_400_000;

export type MembershipDelivery = {
  userId: number;
  orderId: number;
  kind: MembershipLineKind;
  tier: TierRow;
  directActivation: boolean | null;
  productName: string;
  /** What the line actually cost after the promo: Rp 0 grants the term and its slots, no coins (ADR 0019). */
  paidAmount: number;
  paidAt: Date;
  /** app_settings.commerce.bonus_coin_validity_days */
  bonusCoinValidityDays: number;
};

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** Ends a term at `at` (the rest of it is dropped); a term that starts at `at` or later is left to the caller. */
async function endTermAt(tx: AppDb, term: MembershipTerm, at: Date): Promise<void> {
  if (term.startedAt.getTime() >= at.getTime() || term.expiresAt.getTime() <= at.getTime()) return;
  await tx.execute(sql`UPDATE memberships SET expires_at = ${at} WHERE id = ${term.id}`);
}

async function insertTerm(
  tx: AppDb,
  d: MembershipDelivery,
  tier: TierRow["code"],
  startsAt: Date,
  expiresAt: Date,
  source: "PURCHASE" | "RENEWAL" | "UPGRADE",
): Promise<void> {
  await tx.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at, order_id, source)
    VALUES (${d.userId}, ${tier}, ${startsAt}, ${expiresAt}, ${d.orderId}, ${source})`);
}

/** Queued terms (starting after `after`) are moved, in order, to follow `from` without gaps or overlaps. */
async function rechainQueued(tx: AppDb, terms: MembershipTerm[], after: Date, from: Date): Promise<void> {
  let start = from;
  for (const t of terms.filter((x) => x.startedAt.getTime() > after.getTime())) {
    const end = new Date(start.getTime() + (t.expiresAt.getTime() - t.startedAt.getTime()));
    await tx.execute(sql`UPDATE memberships SET started_at = ${start}, expires_at = ${end} WHERE id = ${t.id}`);
    start = end;
  }
}

/**
 * Whether the agent already had a membership bought with money: a paid tier whose order line cost more than Rp 0
 * (a term without an order, seeded or granted by hand, counts as paid).
 */
async function hadPaidMembership(tx: AppDb, userId: number, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ paid: boolean }>(
    tx,
    sql`
    SELECT EXISTS (
      SELECT 1 FROM memberships m
      WHERE m.user_id = ${userId} AND m.tier <> 'TRIAL' AND m.order_id IS DISTINCT FROM ${orderId}::int
        AND (m.order_id IS NULL OR EXISTS (SELECT 1 FROM order_lines ol WHERE ol.order_id = m.order_id
          AND ol.kind IN ('MEMBERSHIP_NEW', 'MEMBERSHIP_RENEWAL', 'MEMBERSHIP_UPGRADE') AND ol.line_total - ol.discount > 0))
    ) AS paid`,
  );
  return rows[0]!.paid;
}

/** Bonus coins reward paying: a membership obtained for Rp 0 (a 100 % promo) grants none. */
async function creditBonus(tx: AppDb, d: MembershipDelivery, amount: number): Promise<void> {
  if (amount <= 0 || d.paidAmount <= 0) return;
  await creditCoins(tx, {
    userId: d.userId,
    source: "MEMBERSHIP_BONUS",
    productName: `Bonus ${d.productName}`,
    amount,
    expiresAt: addDays(d.paidAt, d.bonusCoinValidityDays),
    orderId: d.orderId,
  });
}

/**
 * Delivers a paid membership line (DECISIONS.md "Memberships"), inside fulfilment's transaction:
 * - new term: starts at payment (an active TRIAL ends then) for the tier's term, with its bonus coins; the
 *   agent's first membership paid with more than Rp 0 earns the referral reward (when both phones are verified);
 * - renewal: direct_activation starts the new term at payment and drops the rest of the current one (queued
 *   terms move behind it); otherwise it starts when the last term ends; the tier's bonus coins either way;
 * - upgrade: the tier changes at payment and the expiry stays; the bonus-coin difference is credited.
 * Bonus coins and the referral reward need money paid for the line: a membership obtained for Rp 0 grants the
 * term and its listing slots only. The agent's row is locked so two orders paid at once chain their terms.
 */
export async function applyMembershipLine(tx: AppDb, d: MembershipDelivery): Promise<void> {
  await rowsOf(tx, sql`SELECT id FROM users WHERE id = ${d.userId} FOR UPDATE`);
  const terms = await loadTerms(tx, d.userId);
  const tiers = await loadTiers(tx);
  const { paidAt, tier } = d;
  const current = currentTerm(terms, paidAt);
  const active = current !== undefined && current.expiresAt.getTime() > paidAt.getTime() ? current : undefined;
  const lastEnd = terms.reduce((end, t) => Math.max(end, t.expiresAt.getTime()), paidAt.getTime());

  if (d.kind === "MEMBERSHIP_NEW") {
    const hadPaid = await hadPaidMembership(tx, d.userId, d.orderId);
    let startsAt = paidAt;
    if (active?.tier === "TRIAL") await endTermAt(tx, active, paidAt);
    // Two orders for a first membership both paid: the second queues rather than overlapping the first.
    else if (active) startsAt = new Date(lastEnd);
    await insertTerm(tx, d, tier.code, startsAt, addDays(startsAt, tier.duration_days), "PURCHASE");
    await creditBonus(tx, d, tier.bonus_coins);
    if (!hadPaid && d.paidAmount > 0) await grantReferralReward(tx, d.userId);
    return;
  }

  if (d.kind === "MEMBERSHIP_RENEWAL") {
    if (d.directActivation) {
      if (active) await endTermAt(tx, active, paidAt);
      const expiresAt = addDays(paidAt, tier.duration_days);
      await rechainQueued(tx, terms, paidAt, expiresAt);
      await insertTerm(tx, d, tier.code, paidAt, expiresAt, "RENEWAL");
    } else {
      const startsAt = new Date(lastEnd);
      await insertTerm(tx, d, tier.code, startsAt, addDays(startsAt, tier.duration_days), "RENEWAL");
    }
    await creditBonus(tx, d, tier.bonus_coins);
    return;
  }

  // Upgrade: priced when ordered (> 30 days left), so the paid term is still running; a term that is already
  // at this tier or above (another upgrade paid first) is left as it is.
  const from = active && active.tier !== "TRIAL" ? tiers.get(active.tier) : undefined;
  if (!active || !from || from.price >= tier.price) return;
  await endTermAt(tx, active, paidAt);
  await insertTerm(tx, d, tier.code, paidAt, active.expiresAt, "UPGRADE");
  await creditBonus(tx, d, tier.bonus_coins - from.bonus_coins);
}
