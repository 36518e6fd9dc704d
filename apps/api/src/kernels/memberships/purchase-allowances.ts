import { decideMembershipActions } from "./membership-actions.js";
import type { MembershipState } from "./membership-state.js";

export type Allowance = { allowed: boolean; message: string | null };

export type PurchaseAllowances = {
  /** Main packages: a new membership term. */
  buy: Allowance;
  coins: Allowance;
  listingSlots: Allowance;
  upgrade: Allowance;
  renewal: Allowance;
};

export const ALLOWANCE_MESSAGES = {
  noMembership: (what: string) =>
    `Anda belum memiliki membership. Silakan beli paket membership terlebih dahulu untuk membeli ${what}.`,
  trial: (what: string) =>
    `Pembelian ${what} tidak tersedia untuk membership Trial. Silakan upgrade ke paket berbayar.`,
  expired: (what: string) =>
    `Membership Anda telah berakhir. Perpanjang atau beli paket membership untuk membeli ${what}.`,
} as const;

const yes: Allowance = { allowed: true, message: null };
const no = (message: string): Allowance => ({ allowed: false, message });

/**
 * What the product page may sell the agent now (docs/product/orders-and-payments.md#the-product-page,
 * docs/product/memberships.md#what-an-agent-may-buy-now): membership buy / renew / upgrade follow the membership
 * actions; coins and listing slots need an active paid membership (running TRIAL members are pointed to upgrade; an
 * ended TRIAL buys a paid tier).
 */
export function decidePurchaseAllowances(state: MembershipState, now: Date): PurchaseAllowances {
  const { current, tiers } = state;
  const currentPrice = current ? (tiers.get(current.tier)?.price ?? 0) : 0;
  const higherTierExists = [...tiers.values()].some((t) => t.code !== "TRIAL" && t.price > currentPrice);
  const actions = decideMembershipActions({
    membership: current ? { tier: current.tier, expiresAt: current.expiresAt } : undefined,
    hasQueuedRenewal: state.hasQueued,
    higherTierExists,
    upgradeMinRemainingDays: state.upgradeMinRemainingDays,
    now,
  });
  const asAllowance = (a: { allowed: boolean; message: string }): Allowance => (a.allowed ? yes : no(a.message));
  const extra = (what: string): Allowance => {
    if (!current) return no(ALLOWANCE_MESSAGES.noMembership(what));
    // An ended TRIAL has nothing left to upgrade: it reads as any ended membership.
    if (current.expiresAt.getTime() <= now.getTime()) return no(ALLOWANCE_MESSAGES.expired(what));
    if (current.tier === "TRIAL") return no(ALLOWANCE_MESSAGES.trial(what));
    return yes;
  };
  return {
    buy: asAllowance(actions.buy),
    coins: extra("koin"),
    listingSlots: extra("slot listing"),
    upgrade: asAllowance(actions.upgrade),
    renewal: asAllowance(actions.renew),
  };
}
