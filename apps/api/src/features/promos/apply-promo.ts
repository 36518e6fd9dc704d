import { allocatePromoDiscount, evaluatePromo, type ProductKind, type Promo } from "@griya/domain/promo";
import type { AppDb } from "../../platform/db/client.js";
import { onProjectDiscountList } from "./project-discount-audience.js";
import { findPromoWithUses, lockPromoCode } from "./promo-repository.js";

export type AppliedPromo = {
  promoId: number;
  code: string;
  discount: number;
  percentage: number | null;
  /** Each line's share of the discount, in the lines' order (what the line actually costs = lineTotal − share). */
  lineDiscounts: number[];
};

/** A code that cannot be used on these lines: why, and what it would take (the 462 answer). */
export type PromoRefusal = { ok: false; reason: "unusable"; errors: string; requirements: PromoRequirements };

/** What a promo reads of a priced checkout line (the orders feature's PricedLine, which calls the promos). */
export type PromoPricedLine = { category: ProductKind; qty: number; termDays: number | null; lineTotal: number };

type PromoRequirements = Extract<ReturnType<typeof evaluatePromo>, { valid: false }>["requirements"];

/** Codes are stored upper-case; the agent may type them in any case, with stray spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount a promo code gives on these priced lines, or its refusal `{ errors, requirements }` (answered 462). Orders that still
 * count against the limits are PENDING or PAID ones. A project discount offer is refused (462) to a user who is not on
 * the project_discounts allow-list, as the promo pages hide it from them. With `lock`, the code's row is locked FOR UPDATE so two
 * orders placed at once cannot both take the last use.
 */
export async function applyPromo(
  db: AppDb,
  input: {
    userId: number;
    code: string;
    lines: readonly PromoPricedLine[];
    now: Date;
    timeZone?: string;
    lock?: boolean;
  },
): Promise<({ ok: true } & AppliedPromo) | PromoRefusal> {
  const code = normalizePromoCode(input.code);
  // Lock first, count after: a later statement takes a fresh snapshot (READ COMMITTED), so it sees the order
  // that the previous holder of the lock committed.
  if (input.lock) await lockPromoCode(db, code);
  const row = await findPromoWithUses(db, code, input.userId);
  const promo: Promo | null = row
    ? {
        code: row.code,
        discountPercentage: row.discount_percentage,
        discountAmount: row.discount_amount,
        validFrom: new Date(row.valid_from),
        validUntil: new Date(row.valid_until),
        minSlots: row.min_slots,
        minDurationDays: row.min_duration_days,
        productKinds: row.product_kinds,
        perUserLimit: row.per_user_limit,
        totalLimit: row.total_limit,
        disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
        audience: row.audience,
      }
    : null;
  const lines = input.lines.map((l) => ({
    kind: l.category,
    qty: l.qty,
    durationDays: l.termDays,
    lineTotal: l.lineTotal,
  }));
  const result = evaluatePromo(promo, {
    now: input.now,
    lines,
    usesByUser: row?.uses_by_user ?? 0,
    totalUses: row?.total_uses ?? 0,
    timeZone: input.timeZone,
    onProjectDiscountList:
      row?.audience === "PROJECT_DISCOUNTS" ? await onProjectDiscountList(db, input.userId) : false,
  });
  if (!result.valid) return { ok: false, reason: "unusable", errors: result.errors, requirements: result.requirements };
  return {
    ok: true,
    promoId: row!.id,
    code: row!.code,
    discount: result.discount,
    percentage: row!.discount_percentage,
    lineDiscounts: allocatePromoDiscount(promo!, lines, result.discount),
  };
}
