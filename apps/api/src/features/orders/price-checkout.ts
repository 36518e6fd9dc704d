import { slotLinePrice } from "@griya/domain/money";
import type { MembershipType } from "@griya/domain/membership";
import type { AppDb } from "../../platform/db/client.js";
import { loadMembershipState, type MembershipState } from "../../kernels/memberships/membership-state.js";
import { membershipOffer } from "../../kernels/memberships/membership-offer.js";
import { decidePurchaseAllowances, type PurchaseAllowances } from "../../kernels/memberships/purchase-allowances.js";
import { findProductsByUuids, type ProductKind, type ProductRow, tierOf } from "../products/index.js";

export const LINE_KINDS = [
  "MEMBERSHIP_NEW",
  "MEMBERSHIP_RENEWAL",
  "MEMBERSHIP_UPGRADE",
  "COIN",
  "LISTING_SLOT",
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** A product line as the checkout sends it (CheckoutProduct). */
export type RequestedLine = {
  uuid: string;
  qty?: number;
  duration?: number | null;
  direct_activation?: boolean | null;
};

export type PricedLine = {
  product: ProductRow;
  kind: LineKind;
  category: ProductKind;
  membershipType: MembershipType | null;
  qty: number;
  /** LISTING_SLOT: the chosen days (stored); null otherwise. */
  durationDays: number | null;
  directActivation: boolean | null;
  /** Days the line buys (a membership term, the rest of the term for an upgrade, the slot duration); null for coins. */
  termDays: number | null;
  unitPrice: number;
  lineTotal: number;
};

type PricedCheckout = {
  lines: PricedLine[];
  subtotal: number;
  state: MembershipState;
  allowances: PurchaseAllowances;
};

/** Why lines cannot be priced: wrong input per field, or something this agent may not buy (one message). */
export type CheckoutRefusal =
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> }
  | { ok: false; reason: "forbidden"; message: string };

export type CheckoutPricing = ({ ok: true } & PricedCheckout) | CheckoutRefusal;

const CHECKOUT_MESSAGES = {
  unknownProduct: "Produk tidak ditemukan atau sudah tidak dijual.",
  oneMembership: "Satu pesanan hanya dapat berisi satu paket membership.",
  membershipQty: "Jumlah paket membership harus 1.",
  qtyStep: (min: number, step: number) =>
    step > 1 ? `Jumlah minimal ${min} dan harus kelipatan ${step}.` : `Jumlah minimal ${min}.`,
  durationRequired: (options: number[]) => `Pilih durasi: ${options.join(", ")} hari.`,
} as const;

/** The maximum quantity of one line (a typo guard; prices stay far below Number.MAX_SAFE_INTEGER). */
const MAX_LINE_QTY = 1000;

/**
 * Prices the requested lines for this agent now, from the catalogue and the membership rules; never from the
 * client. Refusals: "invalid" per field (`products.<i>.qty` …) for wrong input (470), "forbidden" for what the
 * agent may not buy (403).
 */
export async function priceCheckout(
  db: AppDb,
  userId: number,
  requested: RequestedLine[],
  now: Date,
  fieldKey: (index: number, field: string) => string = (i, field) => `products.${i}.${field}`,
): Promise<CheckoutPricing> {
  // One after the other: `db` may be a transaction (one connection, one query at a time).
  const products = await findProductsByUuids(db, [...new Set(requested.map((r) => r.uuid.toLowerCase()))]);
  const state = await loadMembershipState(db, userId, now);
  const allowances = decidePurchaseAllowances(state, now);
  const errors: Record<string, string[]> = {};
  const fail = (i: number, field: string, message: string) => {
    (errors[fieldKey(i, field)] ??= []).push(message);
  };
  let forbidden: string | undefined;
  const lines: PricedLine[] = [];
  let memberships = 0;
  requested.forEach((r, i) => {
    const product = products.get(r.uuid.toLowerCase());
    if (!product) return fail(i, "uuid", CHECKOUT_MESSAGES.unknownProduct);
    const qty = r.qty ?? 1;
    if (qty > MAX_LINE_QTY) return fail(i, "qty", `Jumlah maksimal ${MAX_LINE_QTY}.`);
    const base = { product, category: product.kind, qty, durationDays: null, directActivation: null };
    if (product.kind === "MEMBERSHIP") {
      memberships += 1;
      if (memberships > 1) return fail(i, "uuid", CHECKOUT_MESSAGES.oneMembership);
      if (qty !== 1) return fail(i, "qty", CHECKOUT_MESSAGES.membershipQty);
      const tier = tierOf(product, state.tiers);
      const offer = membershipOffer(state, allowances, tier, r.direct_activation, now);
      if (!offer.ok) {
        if (offer.status === 403) forbidden ??= offer.message;
        else fail(i, offer.field, offer.message);
        return;
      }
      lines.push({
        ...base,
        kind: offer.kind,
        membershipType: tier.code,
        directActivation: offer.kind === "MEMBERSHIP_RENEWAL" ? r.direct_activation! : null,
        termDays: offer.kind === "MEMBERSHIP_UPGRADE" ? offer.remainingDays : tier.duration_days,
        unitPrice: offer.unitPrice,
        lineTotal: offer.unitPrice,
      });
      return;
    }
    const allowance = product.kind === "COIN" ? allowances.coins : allowances.listingSlots;
    if (!allowance.allowed) {
      forbidden ??= allowance.message ?? undefined;
      return;
    }
    if (qty < product.qty_min || qty % product.qty_step !== 0) {
      return fail(i, "qty", CHECKOUT_MESSAGES.qtyStep(product.qty_min, product.qty_step));
    }
    const price = product.price ?? 0;
    if (product.kind === "COIN") {
      lines.push({
        ...base,
        kind: "COIN",
        membershipType: null,
        termDays: null,
        unitPrice: price,
        lineTotal: qty * price,
      });
      return;
    }
    const options = product.durations ?? [];
    const days = r.duration ?? null;
    if (days === null || !options.includes(days))
      return fail(i, "duration", CHECKOUT_MESSAGES.durationRequired(options));
    lines.push({
      ...base,
      kind: "LISTING_SLOT",
      membershipType: null,
      durationDays: days,
      termDays: days,
      unitPrice: slotLinePrice({ qty: 1, days, pricePer30Days: price }),
      lineTotal: slotLinePrice({ qty, days, pricePer30Days: price }),
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
  if (forbidden !== undefined) return { ok: false, reason: "forbidden", message: forbidden };
  return { ok: true, lines, subtotal: lines.reduce((s, l) => s + l.lineTotal, 0), state, allowances };
}
