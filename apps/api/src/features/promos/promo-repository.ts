import { sql } from "drizzle-orm";
import * as v from "valibot";
import { PRODUCT_KINDS, PROMO_AUDIENCES } from "@griya/domain/promo";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export const PromoRow = v.object({
  id: v.number(),
  code: v.string(),
  discount_percentage: v.nullable(v.number()),
  discount_amount: v.nullable(v.number()),
  valid_from: v.string(),
  valid_until: v.string(),
  min_slots: v.nullable(v.number()),
  min_duration_days: v.nullable(v.number()),
  product_kinds: v.nullable(v.array(v.picklist(PRODUCT_KINDS))),
  audience: v.picklist(PROMO_AUDIENCES),
  per_user_limit: v.number(),
  total_limit: v.nullable(v.number()),
  disabled_at: v.nullable(v.string()),
  uses_by_user: v.number(),
  total_uses: v.number(),
});
export type PromoRow = v.InferOutput<typeof PromoRow>;

/** Locks the code's row FOR UPDATE so two orders placed at once cannot both take the last use. */
export async function lockPromoCode(db: AppDb, code: string): Promise<void> {
  await db.execute(sql`SELECT id FROM promo_codes WHERE code = ${code} FOR UPDATE`);
}

/** The code with its uses: orders that still count against the limits are PENDING or PAID ones. */
export async function findPromoWithUses(db: AppDb, code: string, userId: number): Promise<PromoRow | undefined> {
  const rows = await rowsOf(
    db,
    PromoRow,
    sql`
    SELECT p.id, p.code, p.discount_percentage, p.discount_amount, p.valid_from, p.valid_until, p.min_slots,
      p.min_duration_days, p.product_kinds, p.audience, p.per_user_limit, p.total_limit, p.disabled_at,
      (SELECT count(*)::int FROM orders o WHERE o.promo_code_id = p.id AND o.user_id = ${userId}
        AND o.status IN ('PENDING', 'PAID')) AS uses_by_user,
      (SELECT count(*)::int FROM orders o WHERE o.promo_code_id = p.id AND o.status IN ('PENDING', 'PAID')) AS total_uses
    FROM promo_codes p WHERE p.code = ${code}`,
  );
  return rows[0];
}
