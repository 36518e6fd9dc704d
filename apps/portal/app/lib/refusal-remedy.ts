// What a business refusal (docs/product/error-codes.md) lacks, and where the agent gets it: the smallest coin package
// that covers the shortfall, enough listing slots, or a membership. Pure: the dialog (components/problem-dialogs.tsx)
// and the checkout's "buy what was missing" link (routes/checkout.tsx) both read it.
import { ERROR_CODE_TABLE, type ErrorCode, type ErrorCodeFields } from "@griya/domain/error-codes";
import { UPGRADE_PATH } from "@griya/domain/guard";
import { pathTo } from "../paths";

export type RefusalNeed =
  /** Coins: `shortfall` = required − remaining, when the answer carried both. */
  { kind: "coin"; shortfall: number | null } | { kind: "slot" } | { kind: "membership" };

/** The need behind a refusal; undefined for a refusal nothing can be bought for (1011: the week is full). */
export function refusalNeed(code: ErrorCode, fields: ErrorCodeFields = {}): RefusalNeed | undefined {
  const { reason } = ERROR_CODE_TABLE[code];
  if (reason === "insufficient_coins") {
    const { coins_remaining: remaining, required_coins: required } = fields;
    const known = typeof remaining === "number" && typeof required === "number";
    return { kind: "coin", shortfall: known ? Math.max(1, required - remaining) : null };
  }
  if (reason === "membership_inactive") return { kind: "membership" };
  // Recommended's "slot" is the week's places for an area, not a quota the agent can buy.
  return ERROR_CODE_TABLE[code].action === "recommended" ? undefined : { kind: "slot" };
}

type CoinPackage = { coins?: number | null; allowed?: boolean };

/**
 * The smallest package whose coins cover the shortfall; when none does, the largest (several purchases may be
 * needed); without a known shortfall, the smallest. Packages the agent may not buy, or without coins, are skipped.
 */
export function chooseCoinPackage<P extends CoinPackage>(
  packages: readonly P[],
  shortfall: number | null,
): P | undefined {
  const usable = packages
    .filter((p): p is P & { coins: number } => p.allowed !== false && typeof p.coins === "number" && p.coins > 0)
    .sort((a, b) => a.coins - b.coins);
  if (usable.length === 0) return undefined;
  if (shortfall === null) return usable[0];
  return usable.find((p) => p.coins >= shortfall) ?? usable.at(-1);
}

/** The smallest quantity a slot product sells (at least its minimum, in its steps) that covers `need` slots. */
export function slotQuantityFor(rules: { qty_min: number; qty_step: number }, need: number): number {
  const step = Math.max(1, rules.qty_step);
  return Math.ceil(Math.max(need, rules.qty_min, 1) / step) * step;
}

/** Query parameters of /checkout that put the missing product in it (read by routes/checkout.tsx). */
const BUY_PARAMS = { kind: "beli", amount: "kurang" } as const;
const BUY_KINDS = { coin: "koin", slot: "slot" } as const;

/** "/checkout?beli=koin&kurang=12": the checkout with the package that covers the need. */
export function buyPath(need: { kind: "coin" | "slot"; amount: number | null }): string {
  const query = new URLSearchParams({ [BUY_PARAMS.kind]: BUY_KINDS[need.kind] });
  if (need.amount !== null) query.set(BUY_PARAMS.amount, String(need.amount));
  return `${pathTo("checkout")}?${query.toString()}`;
}

/** The /checkout parameters read back: which product kind and how much is missing; null when absent or wrong. */
export function buyRequestOf(params: URLSearchParams): { kind: "coin" | "slot"; amount: number | null } | null {
  const raw = params.get(BUY_PARAMS.kind);
  const kind = raw === BUY_KINDS.coin ? "coin" : raw === BUY_KINDS.slot ? "slot" : null;
  if (!kind) return null;
  const text = params.get(BUY_PARAMS.amount);
  const amount = text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : null;
  return { kind, amount };
}

type Membership = { type: string; is_active: boolean } | null | undefined;

/** What the refusal's button says (locale keys under `remedy.`). */
export type RemedyLabel = "buyCoins" | "buySlots" | "renew" | "buyMembership" | "upgrade";

/**
 * Where the refusal's button leads, and what it says: a running Trial buys nothing but its upgrade (the route
 * guard sends it from /coin, /listing-availability and /renewal to /upgrade too); an active paid member renews;
 * anyone else buys a membership on /product; coins and slots go to the checkout with the right package in it.
 */
export function remedyAction(
  need: RefusalNeed,
  membership: Membership,
  slotsNeeded = 1,
): { path: string; label: RemedyLabel } {
  const active = membership?.is_active ? membership : null;
  if (active?.type === "TRIAL") return { path: UPGRADE_PATH, label: "upgrade" };
  switch (need.kind) {
    case "coin":
      return { path: buyPath({ kind: "coin", amount: need.shortfall }), label: "buyCoins" };
    case "slot":
      return { path: buyPath({ kind: "slot", amount: slotsNeeded }), label: "buySlots" };
    case "membership":
      return active ? { path: pathTo("renewal"), label: "renew" } : { path: pathTo("product"), label: "buyMembership" };
  }
}
