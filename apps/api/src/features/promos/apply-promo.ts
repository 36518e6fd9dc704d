import { sql } from "drizzle-orm";
import { allocatePromoDiscount, evaluatePromo, type ProductKind, type Promo, type PromoAudience } from "@griya/domain/promo";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { HttpError } from "../../http/http-error.js";
import type { PricedLine } from "../orders/price-checkout.js";
import { onProjectDiscountList } from "./project-discount-audience.js";

export type AppliedPromo = {
  promoId: number;
  code: string;
  discount: number;
  percentage: number | null;
  /** Each line's share of the discount, in the lines' order (what the line actually costs = lineTotal − share). */
  lineDiscounts: number[];
};

type PromoRow = {
  id: number;
  code: string;
  discount_percentage: number | null;
  discount_amount: number | null;
  valid_from: Date | string;
  valid_until: Date | string;
  min_slots: number | null;
  min_duration_days: number | null;
  product_kinds: ProductKind[] | null;
  audience: PromoAudience;
  per_user_limit: number;
  total_limit: number | null;
  disabled_at: Date | string | null;
  uses_by_user: number;
  total_uses: number;
};

/** Codes are stored upper-case; the agent may type them in any case, with stray spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount a promo code gives on these priced lines, or a 462 `{ errors, requirements }`. Orders that still
 * count against the limits are PENDING or PAID ones. A project discount offer is refused (462) to a user who is not on
 * the project_discounts allow-list, as the promo pages hide it from them. With `lock`, the code's row is locked FOR UPDATE so two
 * orders placed at once cannot both take the last use.
 */
export async function applyPromo(
  db: AppDb,
  input: { userId: number; code: string; lines: PricedLine[]; now: Date; timeZone?: string; lock?: boolean },
): Promise<AppliedPromo> {
  const code = normalizePromoCode(input.code);
  // Lock first, count after: a later statement takes a fresh snapshot (READ COMMITTED), so it sees the order
  // that the previous holder of the lock committed.
  if (input.lock) await db.execute(sql`SELECT id FROM promo_codes WHERE code = ${code} FOR UPDATE`);
  const rows = await rowsOf<PromoRow>(db, sql`
    SELECT p.id, p.code, p.discount_percentage, p.discount_amount, p.valid_from, p.valid_until, p.min_slots,
      p.min_duration_days, p.product_kinds, p.audience, p.per_user_limit, p.total_limit, p.disabled_at,
      (SELECT count(*)::int FROM orders o WHERE o.promo_code_id = p.id AND o.user_id = ${input.userId}
        AND o.status IN ('PENDING', 'PAID')) AS uses_by_user,
      (SELECT count(*)::int FROM orders o WHERE o.promo_code_id = p.id AND o.status IN ('PENDING', 'PAID')) AS total_uses
    FROM promo_codes p WHERE p.code = ${code}`);
  const row = rows[0];
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
  const lines = input.lines.map((l) => ({ kind: l.category, qty: l.qty, durationDays: l.termDays, lineTotal: l.lineTotal }));
  const result = evaluatePromo(promo, {
    now: input.now,
    lines,
    usesByUser: row?.uses_by_user ?? 0,
    totalUses: row?.total_uses ?? 0,
    timeZone: input.timeZone,
    onProjectDiscountList: row?.audience === "PROJECT_DISCOUNTS" ? await onProjectDiscountList(db, input.userId) : false,
  });
  if (!result.valid) throw new HttpError(462, { errors: result.errors, requirements: result.requirements });
  return {
    promoId: row!.id,
    code: row!.code,
    discount: result.discount,
    percentage: row!.discount_percentage,
    lineDiscounts: allocatePromoDiscount(promo!, lines, result.discount),
  };
}
