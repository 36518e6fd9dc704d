import type { components } from "@griya/api-client/schema";
import { tierDisplayName } from "@griya/domain/membership";
import type { Allowance } from "../../kernels/memberships/purchase-allowances.js";
import type { TierRow } from "../../kernels/memberships/membership-repository.js";
import type { ProductRow } from "./product-repository.js";

/** Listing slots are priced per slot per this many days (domain slotLinePrice divides by the same). */
const SLOT_PRICE_PERIOD_DAYS = 30;

/** A product as the contract answers it. */
export type ProductView = components["schemas"]["Product"];

/** The catalogue price of a product: a membership's comes from its tier. */
function listPrice(p: ProductRow, tiers: Map<TierRow["code"], TierRow>): number {
  if (p.membership_tier) return tierOf(p, tiers).price;
  return p.price ?? 0;
}

export function tierOf(p: ProductRow, tiers: Map<TierRow["code"], TierRow>): TierRow {
  const tier = p.membership_tier ? tiers.get(p.membership_tier) : undefined;
  if (!tier) throw new Error(`product ${p.code} has no membership tier`);
  return tier;
}

/** A product as the product page shows it; `price` may be overridden (an upgrade's prorated price). */
export function presentProduct(
  p: ProductRow,
  tiers: Map<TierRow["code"], TierRow>,
  options: { allowance: Allowance; price?: number; remainingDays?: number | null },
): ProductView {
  const tier = p.membership_tier ? tierOf(p, tiers) : undefined;
  const full = listPrice(p, tiers);
  return {
    uuid: p.uuid,
    code: p.code,
    name: p.name,
    description: p.description,
    category: p.kind,
    membership_type: tier?.code ?? null,
    display_name: tier ? tierDisplayName(tier.code) : null,
    price: options.price ?? full,
    full_price: full,
    coins: tier ? tier.bonus_coins : p.coin_amount,
    coin_validity_days: p.coin_validity_days,
    listing_slots: tier ? tier.listing_slots : null,
    duration_days: tier ? tier.duration_days : null,
    durations: p.durations ?? [],
    price_period_days: p.kind === "LISTING_SLOT" ? SLOT_PRICE_PERIOD_DAYS : null,
    qty_min: p.qty_min,
    qty_step: p.qty_step,
    remaining_days: options.remainingDays ?? null,
    allowed: options.allowance.allowed,
    message: options.allowance.message,
  };
}
