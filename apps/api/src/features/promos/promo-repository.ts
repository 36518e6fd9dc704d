import { sql } from "drizzle-orm";
import type { ProductKind, PromoAudience } from "@griya/domain/promo";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export type PromoRow = {
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

/** Locks the code's row FOR UPDATE so two orders placed at once cannot both take the last use. */
export async function lockPromoCode(db: AppDb, code: string): Promise<void> {
  await db.execute(sql`SELECT id FROM promo_codes WHERE code = ${code} FOR UPDATE`);
}

/** The code with its uses: orders that still count against the limits are PENDING or PAID ones. */
export async function findPromoWithUses(db: AppDb, code: string, userId: number): Promise<PromoRow | undefined> {
  const rows = await rowsOf<PromoRow>(
    db,
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
