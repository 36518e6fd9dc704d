import { tierDisplayName, type MembershipType } from "@griya/domain/membership";
import type { TierRow } from "../../kernels/memberships/membership-repository.js";
import type { LineKind, PricedLine } from "./price-checkout.js";

/** What a line needs to be shown, whether it was just priced or read from an order. */
export type LineFacts = {
  productUuid: string;
  name: string;
  kind: LineKind;
  category: "MEMBERSHIP" | "COIN" | "LISTING_SLOT";
  membershipType: MembershipType | null;
  qty: number;
  durationDays: number | null;
  directActivation: boolean | null;
  unitPrice: number;
  lineTotal: number;
  coinAmount: number | null;
  coinValidityDays: number | null;
};

export type CheckoutLineView = {
  product_uuid: string;
  name: string;
  kind: LineKind;
  category: LineFacts["category"];
  membership_type: MembershipType | null;
  qty: number;
  duration: number | null;
  direct_activation: boolean | null;
  unit_price: number;
  price: number;
  description: string | null;
};

/**
 * What the line does, in Indonesian (the renewal choice is spelled out: docs/product/memberships.md#prices-and-terms).
 */
function lineDescription(l: LineFacts, tier: TierRow | undefined): string | null {
  switch (l.kind) {
    case "MEMBERSHIP_NEW":
      return tier
        ? `Membership ${tierDisplayName(tier.code)} aktif ${tier.duration_days} hari sejak pembayaran, dengan ${tier.listing_slots} slot listing dan ${tier.bonus_coins} koin bonus.`
        : null;
    case "MEMBERSHIP_RENEWAL":
      if (!tier) return null;
      return l.directActivation
        ? `Langsung aktif saat pembayaran selama ${tier.duration_days} hari; sisa masa aktif membership sekarang tidak berlaku lagi.`
        : `Mulai setelah masa aktif membership sekarang berakhir, selama ${tier.duration_days} hari.`;
    case "MEMBERSHIP_UPGRADE":
      return tier
        ? `Paket berubah menjadi ${tierDisplayName(tier.code)} saat pembayaran; tanggal berakhir membership Anda tetap.`
        : null;
    case "COIN":
      return l.coinAmount ? `${l.qty * l.coinAmount} koin, berlaku ${l.coinValidityDays} hari sejak pembayaran.` : null;
    case "LISTING_SLOT":
      return `${l.qty} slot listing selama ${l.durationDays} hari sejak pembayaran.`;
  }
}

export function presentLine(l: LineFacts, tiers: Map<MembershipType, TierRow>): CheckoutLineView {
  const tier = l.membershipType ? tiers.get(l.membershipType) : undefined;
  const duration =
    l.kind === "LISTING_SLOT"
      ? l.durationDays
      : l.kind === "MEMBERSHIP_NEW" || l.kind === "MEMBERSHIP_RENEWAL"
        ? (tier?.duration_days ?? null)
        : null;
  return {
    product_uuid: l.productUuid,
    name: l.name,
    kind: l.kind,
    category: l.category,
    membership_type: l.membershipType,
    qty: l.qty,
    duration,
    direct_activation: l.directActivation,
    unit_price: l.unitPrice,
    price: l.lineTotal,
    description: lineDescription(l, tier),
  };
}

/** A just-priced line as shown at checkout. */
export function factsOfPriced(l: PricedLine): LineFacts {
  return {
    productUuid: l.product.uuid,
    name: l.product.name,
    kind: l.kind,
    category: l.category,
    membershipType: l.membershipType,
    qty: l.qty,
    durationDays: l.durationDays,
    directActivation: l.directActivation,
    unitPrice: l.unitPrice,
    lineTotal: l.lineTotal,
    coinAmount: l.product.coin_amount,
    coinValidityDays: l.product.coin_validity_days,
  };
}
