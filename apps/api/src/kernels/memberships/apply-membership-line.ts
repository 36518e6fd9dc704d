import type { AppDb } from "../../platform/db/client.js";
import { creditCoins, grantReferralReward } from "../coins/ledger.js";
import {
  endTerm,
  hadPaidMembership,
  insertTerm,
  loadTerms,
  loadTiers,
  lockMember,
  moveTerm,
  type MembershipTerm,
  type TierRow,
} from "./membership-repository.js";
import { currentTerm } from "./membership-state.js";
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
  await endTerm(tx, term.id, at);
}

/** The delivery's term at `tier`, from startsAt to expiresAt. */
function addTerm(
  tx: AppDb,
  d: MembershipDelivery,
  tier: TierRow["code"],
  startsAt: Date,
  expiresAt: Date,
  source: "PURCHASE" | "RENEWAL" | "UPGRADE",
): Promise<void> {
  return insertTerm(tx, { userId: d.userId, tier, startedAt: startsAt, expiresAt, orderId: d.orderId, source });
}

/** Queued terms (starting after `after`) are moved, in order, to follow `from` without gaps or overlaps. */
async function rechainQueued(tx: AppDb, terms: MembershipTerm[], after: Date, from: Date): Promise<void> {
  let start = from;
  for (const t of terms.filter((x) => x.startedAt.getTime() > after.getTime())) {
    const end = new Date(start.getTime() + (t.expiresAt.getTime() - t.startedAt.getTime()));
    await moveTerm(tx, t.id, start, end);
    start = end;
  }
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
 * Delivers a paid membership line (docs/product/memberships.md#prices-and-terms), inside fulfilment's transaction:
 * - new term: starts at payment (an active TRIAL ends then) for the tier's term, with its bonus coins; the
 *   agent's first membership paid with more than Rp 0 earns the referral reward (when both phones are verified);
 * - renewal: direct_activation starts the new term at payment and drops the rest of the current one (queued
 *   terms move behind it); otherwise it starts when the last term ends; the tier's bonus coins either way;
 * - upgrade: the tier changes at payment and the expiry stays; the bonus-coin difference is credited.
 * Bonus coins and the referral reward need money paid for the line: a membership obtained for Rp 0 grants the
 * term and its listing slots only. The agent's row is locked so two orders paid at once chain their terms.
 */
export async function applyMembershipLine(tx: AppDb, d: MembershipDelivery): Promise<void> {
  await lockMember(tx, d.userId);
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
    await addTerm(tx, d, tier.code, startsAt, addDays(startsAt, tier.duration_days), "PURCHASE");
    await creditBonus(tx, d, tier.bonus_coins);
    if (!hadPaid && d.paidAmount > 0) await grantReferralReward(tx, d.userId);
    return;
  }

  if (d.kind === "MEMBERSHIP_RENEWAL") {
    if (d.directActivation) {
      if (active) await endTermAt(tx, active, paidAt);
      const expiresAt = addDays(paidAt, tier.duration_days);
      await rechainQueued(tx, terms, paidAt, expiresAt);
      await addTerm(tx, d, tier.code, paidAt, expiresAt, "RENEWAL");
    } else {
      const startsAt = new Date(lastEnd);
      await addTerm(tx, d, tier.code, startsAt, addDays(startsAt, tier.duration_days), "RENEWAL");
    }
    await creditBonus(tx, d, tier.bonus_coins);
    return;
  }

  // Upgrade: priced when ordered (> 30 days left), so the paid term is still running; a term that is already
  // at this tier or above (another upgrade paid first) is left as it is.
  const from = active && active.tier !== "TRIAL" ? tiers.get(active.tier) : undefined;
  if (!active || !from || from.price >= tier.price) return;
  await endTermAt(tx, active, paidAt);
  await addTerm(tx, d, tier.code, paidAt, active.expiresAt, "UPGRADE");
  await creditBonus(tx, d, tier.bonus_coins - from.bonus_coins);
}
