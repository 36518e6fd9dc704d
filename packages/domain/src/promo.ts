// Promo code rules (docs/product/orders-and-payments.md#promo-codes): percentage or amount off the eligible subtotal
// (never below 0), validity dates, requirements (≥ N listing slots, ≥ N days, product kinds), per-user and total
// limits, and a disable switch. Pure: the server loads the promo and its usage counts, then asks here. A refusal is a
// result (the 462 body), not an exception.
import { formatDate } from "./format";
import { DEFAULT_TIME_ZONE } from "./constants";

export const PRODUCT_KINDS = ["MEMBERSHIP", "COIN", "LISTING_SLOT"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const PRODUCT_KIND_LABELS = {
  MEMBERSHIP: "Membership",
  COIN: "Koin",
  LISTING_SLOT: "Slot Listing",
} as const satisfies Record<ProductKind, string>;

/**
 * Who may see and use a campaign (ADR 0037): ALL, or PROJECT_DISCOUNTS, a project discount offer reserved for the
 * users on the project_discounts allow-list (null = everyone, [] = no one).
 */
export const PROMO_AUDIENCES = ["ALL", "PROJECT_DISCOUNTS"] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];

/** A promo_codes row, camelCased. Exactly one of discountPercentage / discountAmount is set. */
export interface Promo {
  code: string;
  discountPercentage: number | null;
  discountAmount: number | null;
  validFrom: Date;
  validUntil: Date;
  minSlots: number | null;
  minDurationDays: number | null;
  /** null = every kind. */
  productKinds: readonly ProductKind[] | null;
  perUserLimit: number;
  /** null = unlimited. */
  totalLimit: number | null;
  disabledAt: Date | null;
  /** Default ALL. */
  audience?: PromoAudience;
}

export interface PromoLine {
  kind: ProductKind;
  qty: number;
  /** Days the line buys (slot duration, membership term); null when it has none (coin packages). */
  durationDays: number | null;
  /** The line's price before PPN and discount. */
  lineTotal: number;
}

export interface PromoContext {
  now: Date;
  lines: readonly PromoLine[];
  /** Orders of this user that used the promo and still count (PENDING or PAID). */
  usesByUser: number;
  /** Orders of everyone that used the promo and still count. */
  totalUses: number;
  /** For the "not started yet" date; default Asia/Jakarta. */
  timeZone?: string;
  /** The user is on the project_discounts allow-list; a PROJECT_DISCOUNTS promo is refused unless true. */
  onProjectDiscountList?: boolean;
}

export type PromoResult = { valid: true; discount: number } | { valid: false; errors: string; requirements: string[] };

export const PROMO_MESSAGES = {
  notFound: "Kode promo tidak ditemukan.",
  disabled: "Kode promo sudah tidak aktif.",
  notStarted: (from: string) => `Kode promo belum berlaku. Promo berlaku mulai ${from}.`,
  expired: "Kode promo sudah kedaluwarsa.",
  totalLimitReached: "Kuota kode promo sudah habis.",
  userLimitReached: "Anda sudah mencapai batas penggunaan kode promo ini.",
  requirementsNotMet: "Pesanan Anda belum memenuhi syarat kode promo ini.",
  productNotEligible: "Kode promo tidak berlaku untuk produk ini.",
  emptyOrder: "Pilih produk terlebih dahulu sebelum memakai kode promo.",
  projectDiscountsOnly: "Kode promo ini khusus penawaran diskon proyek dan belum tersedia untuk akun Anda.",
} as const;

export const PROJECT_DISCOUNT_REQUIREMENT = "Hanya untuk agen yang terdaftar dalam program diskon proyek";

export const minSlotsRequirement = (slots: number): string => `Minimal ${slots} slot listing`;
export const minDurationRequirement = (days: number): string => `Minimal durasi ${days} hari`;
export const productKindsRequirement = (kinds: readonly ProductKind[]): string =>
  `Hanya untuk produk ${kinds.map((kind) => PRODUCT_KIND_LABELS[kind]).join(", ")}`;

const refuse = (errors: string, requirements: string[] = []): PromoResult => ({ valid: false, errors, requirements });

/** Percentage rounded half up to the rupiah; the result never exceeds `base`. */
export function promoDiscount(promo: Pick<Promo, "discountPercentage" | "discountAmount">, base: number): number {
  if (base <= 0) return 0;
  const raw =
    promo.discountPercentage !== null
      ? Math.floor((2 * base * promo.discountPercentage + 100) / 200)
      : (promo.discountAmount ?? 0);
  return Math.max(0, Math.min(raw, base));
}

/**
 * Whether `promo` applies to an order of `context.lines`, and the discount it gives. Checks, in order: exists,
 * audience (a project discount offer needs the allow-list), disabled, dates (valid_from ≤ now < valid_until), total then per-user limit, product kinds, requirements
 * (each unmet one becomes a requirement line of the 462 body, without the "- " the dialog adds).
 */
export function evaluatePromo(promo: Promo | null | undefined, context: PromoContext): PromoResult {
  if (!promo) return refuse(PROMO_MESSAGES.notFound);
  if (promo.audience === "PROJECT_DISCOUNTS" && context.onProjectDiscountList !== true) {
    return refuse(PROMO_MESSAGES.projectDiscountsOnly, [PROJECT_DISCOUNT_REQUIREMENT]);
  }
  const now = context.now.getTime();
  if (promo.disabledAt !== null && promo.disabledAt.getTime() <= now) return refuse(PROMO_MESSAGES.disabled);
  if (now < promo.validFrom.getTime()) {
    return refuse(PROMO_MESSAGES.notStarted(formatDate(promo.validFrom, context.timeZone ?? DEFAULT_TIME_ZONE)));
  }
  if (now >= promo.validUntil.getTime()) return refuse(PROMO_MESSAGES.expired);
  if (promo.totalLimit !== null && context.totalUses >= promo.totalLimit)
    return refuse(PROMO_MESSAGES.totalLimitReached);
  if (context.usesByUser >= promo.perUserLimit) return refuse(PROMO_MESSAGES.userLimitReached);
  if (context.lines.length === 0) return refuse(PROMO_MESSAGES.emptyOrder);

  const kinds = promo.productKinds;
  const eligible = kinds === null ? context.lines : context.lines.filter((line) => kinds.includes(line.kind));
  if (eligible.length === 0 && kinds !== null) {
    return refuse(PROMO_MESSAGES.productNotEligible, [productKindsRequirement(kinds)]);
  }

  const unmet: string[] = [];
  if (promo.minSlots !== null) {
    const slots = eligible.filter((line) => line.kind === "LISTING_SLOT").reduce((sum, line) => sum + line.qty, 0);
    if (slots < promo.minSlots) unmet.push(minSlotsRequirement(promo.minSlots));
  }
  if (promo.minDurationDays !== null) {
    const min = promo.minDurationDays;
    if (!eligible.some((line) => line.durationDays !== null && line.durationDays >= min)) {
      unmet.push(minDurationRequirement(min));
    }
  }
  if (unmet.length > 0) return refuse(PROMO_MESSAGES.requirementsNotMet, unmet);

  const base = eligible.reduce((sum, line) => sum + line.lineTotal, 0);
  return { valid: true, discount: promoDiscount(promo, base) };
}

/**
 * Splits an order's promo discount over its lines: only lines the promo applies to take a share, in proportion
 * to their price (largest remainder, earlier lines first on a tie), so the shares add up to `discount` exactly
 * and no line goes below 0. Fulfilment reads what each line actually cost from it: a membership obtained for
 * Rp 0 grants no bonus coins and no referral reward (ADR 0019).
 */
export function allocatePromoDiscount(
  promo: Pick<Promo, "productKinds">,
  lines: readonly Pick<PromoLine, "kind" | "lineTotal">[],
  discount: number,
): number[] {
  const kinds = promo.productKinds;
  const eligible = lines.map((line) => (kinds === null || kinds.includes(line.kind) ? line.lineTotal : 0));
  const base = eligible.reduce((sum, total) => sum + total, 0);
  const amount = Math.max(0, Math.min(discount, base));
  if (amount === 0) return lines.map(() => 0);
  // BigInt: amount × price can pass 2^53 for large slot orders.
  const big = BigInt(amount);
  const bigBase = BigInt(base);
  const shares = eligible.map((total) => Number((big * BigInt(total)) / bigBase));
  const rests = eligible.map((total, index) => ({ index, rest: (big * BigInt(total)) % bigBase }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  rests.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of rests) {
    if (left === 0) break;
    if (shares[index]! < eligible[index]!) {
      shares[index] = shares[index]! + 1;
      left -= 1;
    }
  }
  return shares;
}
