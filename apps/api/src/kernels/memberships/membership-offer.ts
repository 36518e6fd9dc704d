import { proratedUpgradePrice, remainingDays } from "@griya/domain/money";
import { tierDisplayName } from "@griya/domain/membership";
import type { TierRow } from "./membership-repository.js";
import type { MembershipState } from "./membership-state.js";
import type { PurchaseAllowances } from "./purchase-allowances.js";

export type MembershipLineKind = "MEMBERSHIP_NEW" | "MEMBERSHIP_RENEWAL" | "MEMBERSHIP_UPGRADE";

export type MembershipOffer =
  | { ok: true; kind: MembershipLineKind; unitPrice: number; remainingDays: number | null }
  | { ok: false; status: 403 | 470; field: "uuid" | "direct_activation"; message: string };

export const OFFER_MESSAGES = {
  renewalType:
    "Pilih jenis perpanjangan: langsung aktif saat pembayaran, atau mulai setelah masa aktif sekarang berakhir.",
  renewalOtherTier: (current: string) =>
    `Perpanjangan hanya tersedia untuk paket membership Anda saat ini (${current}). Gunakan upgrade untuk paket yang lebih tinggi.`,
  lowerTier:
    "Paket ini lebih rendah dari membership Anda yang masih aktif. Anda dapat memilihnya setelah masa aktif berakhir.",
} as const;

/**
 * How a membership product would be sold to this agent now, and at what price (docs/product/memberships.md):
 * with `direct_activation` it is a renewal of the current tier; for an active paid member a dearer tier is an
 * upgrade priced for the remaining days; a running TRIAL (sent to upgrade) or an agent without an active paid
 * membership (an ended TRIAL included) buys a new term at the full price.
 */
export function membershipOffer(
  state: MembershipState,
  allowances: PurchaseAllowances,
  tier: TierRow,
  directActivation: boolean | null | undefined,
  now: Date,
): MembershipOffer {
  const { current } = state;
  const refuse = (
    message: string | null,
    field: "uuid" | "direct_activation" = "uuid",
    status: 403 | 470 = 403,
  ): MembershipOffer => ({ ok: false, status, field, message: message ?? OFFER_MESSAGES.lowerTier });
  if (typeof directActivation === "boolean") {
    if (!allowances.renewal.allowed) return refuse(allowances.renewal.message);
    if (current!.tier !== tier.code)
      return refuse(OFFER_MESSAGES.renewalOtherTier(tierDisplayName(current!.tier)), "uuid", 470);
    return { ok: true, kind: "MEMBERSHIP_RENEWAL", unitPrice: tier.price, remainingDays: null };
  }
  const paidActive = current !== undefined && current.tier !== "TRIAL" && current.expiresAt.getTime() > now.getTime();
  if (paidActive) {
    const currentTier = state.tiers.get(current.tier)!;
    if (tier.code === current.tier) return refuse(OFFER_MESSAGES.renewalType, "direct_activation", 470);
    if (tier.price <= currentTier.price) return refuse(OFFER_MESSAGES.lowerTier);
    if (!allowances.upgrade.allowed) return refuse(allowances.upgrade.message);
    const days = remainingDays(now, current.expiresAt);
    return {
      ok: true,
      kind: "MEMBERSHIP_UPGRADE",
      unitPrice: proratedUpgradePrice({ currentAnnual: currentTier.price, newAnnual: tier.price, remainingDays: days }),
      remainingDays: days,
    };
  }
  // A running TRIAL "upgrades" by buying a first paid term; everyone else without an active paid term (an ended
  // TRIAL too) buys one.
  const trialRunning = current?.tier === "TRIAL" && current.expiresAt.getTime() > now.getTime();
  const allowance = trialRunning ? allowances.upgrade : allowances.buy;
  if (!allowance.allowed) return refuse(allowance.message);
  return { ok: true, kind: "MEMBERSHIP_NEW", unitPrice: tier.price, remainingDays: null };
}
