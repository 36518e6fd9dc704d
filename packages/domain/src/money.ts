// Order money rules (docs/product/time-and-money.md#money, docs/product/orders-and-payments.md). Everything is integer
// rupiah; the prices themselves are seeded data and come in as arguments, never as literals here.
import { VAT_PERCENT } from "./constants";

export { VAT_PERCENT } from "./constants";

const DAY_MS = 86_400_000;
/** Upgrade prices are rounded up to whole thousands of rupiah. */
const UPGRADE_ROUNDING = 1_000;
const DAYS_PER_YEAR = 365;
const SLOT_PRICE_PERIOD_DAYS = 30;

function assertRupiah(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer rupiah amount, got ${value}`);
  }
}

function assertCount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

/** Integer division rounded half up; exact for safe integers (no float ×0.11 drift). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** PPN on a net amount: 11 % rounded half up to the rupiah (vatOf(50) = 6, vatOf(45) = 5). */
export function vatOf(net: number): number {
  assertRupiah("net", net);
  return divideHalfUp(net * VAT_PERCENT, 100);
}

export interface OrderTotals {
  subtotal: number;
  /** The discount actually applied: never more than the subtotal. */
  discount: number;
  /** subtotal − discount, never below 0. */
  net: number;
  vat: number;
  /** net + vat. */
  total: number;
}

/** Subtotal, discount, PPN and total as an invoice shows them. A discount above the subtotal is capped. */
export function orderTotals({ subtotal, discount }: { subtotal: number; discount: number }): OrderTotals {
  assertRupiah("subtotal", subtotal);
  assertRupiah("discount", discount);
  const applied = Math.min(discount, subtotal);
  const net = subtotal - applied;
  const vat = vatOf(net);
  return { subtotal, discount: applied, net, vat, total: net + vat };
}

/** A listing-slot line: qty × price per 30 days × days / 30, rounded half up (5 × 15.000 × 90 / 30 = 225.000). */
export function slotLinePrice({
  qty,
  days,
  pricePer30Days,
}: {
  qty: number;
  days: number;
  pricePer30Days: number;
}): number {
  assertRupiah("pricePer30Days", pricePer30Days);
  if (!Number.isSafeInteger(qty) || qty < 0) throw new RangeError(`qty must be a non-negative integer, got ${qty}`);
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`days must be a non-negative integer, got ${days}`);
  return divideHalfUp(qty * pricePer30Days * days, SLOT_PRICE_PERIOD_DAYS);
}

/**
 * Price of upgrading for the rest of the current term: (new − current annual price) × remainingDays / 365,
 * rounded UP to Rp 1.000 but never above the full difference; 0 when the new tier is not dearer.
 */
export function proratedUpgradePrice({
  currentAnnual,
  newAnnual,
  remainingDays,
}: {
  currentAnnual: number;
  newAnnual: number;
  remainingDays: number;
}): number {
  assertRupiah("currentAnnual", currentAnnual);
  assertRupiah("newAnnual", newAnnual);
  assertCount("remainingDays", remainingDays);
  const difference = newAnnual - currentAnnual;
  if (difference <= 0 || remainingDays === 0) return 0;
  // One division of exact products: an exact quotient stays exact, so Math.ceil never rounds a whole up.
  const thousands = Math.ceil((difference * remainingDays) / (DAYS_PER_YEAR * UPGRADE_ROUNDING));
  return Math.min(thousands * UPGRADE_ROUNDING, difference);
}

/** Whole days left until `expiresAt` (a started day counts), 0 once it has passed. */
export function remainingDays(now: Date, expiresAt: Date): number {
  const ms = expiresAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** Upgrades are allowed only while MORE than `minRemainingDays` (app_settings, default 30) remain. */
export function isUpgradeAllowed(remainingDays: number, minRemainingDays: number): boolean {
  return remainingDays > minRemainingDays;
}

export interface MembershipTerm {
  startsAt: Date;
  expiresAt: Date;
}

/**
 * The term a bought membership gets. `currentExpiresAt` is the end of the current term, or of the last queued
 * one (null without a membership). Direct activation, no membership or an ended one → starts now; otherwise it
 * is queued to start when that term ends.
 */
export function membershipTerm({
  now,
  currentExpiresAt,
  durationDays,
  directActivation,
}: {
  now: Date;
  currentExpiresAt: Date | null;
  durationDays: number;
  directActivation: boolean;
}): MembershipTerm {
  assertCount("durationDays", durationDays);
  const queued = !directActivation && currentExpiresAt !== null && currentExpiresAt.getTime() > now.getTime();
  const startsAt = new Date(queued && currentExpiresAt ? currentExpiresAt.getTime() : now.getTime());
  return { startsAt, expiresAt: new Date(startsAt.getTime() + durationDays * DAY_MS) };
}
