import { sql } from "drizzle-orm";
import type { AppDb } from "../platform/db/client.js";
import { coinPrices, commerceSettings, demoPromoCodes, products, type PromoSeed } from "./commerce-seed-data.js";
import { clock } from "../platform/clock.js";

/** The catalogue, coin prices and commerce settings every installation needs. Idempotent. */
export async function seedCommerceReference(db: AppDb): Promise<void> {
  for (const [i, p] of products.entries()) {
    const durations = p.durations
      ? sql`ARRAY[${sql.join(
          p.durations.map((d) => sql`${d}::int`),
          sql`, `,
        )}]`
      : sql`NULL`;
    await db.execute(sql`
      INSERT INTO products (kind, code, name, description, membership_tier, coin_amount, coin_validity_days, price,
        qty_min, qty_step, durations, sort_order)
      VALUES (${p.kind}, ${p.code}, ${p.name}, ${p.description}, ${p.membershipTier ?? null}, ${p.coinAmount ?? null}::int,
        ${p.coinValidityDays ?? null}::int, ${p.price ?? null}::int, ${p.qtyMin ?? 1}, ${p.qtyStep ?? 1}, ${durations}, ${i})
      ON CONFLICT (code) DO NOTHING`);
  }
  for (const c of coinPrices) {
    await db.execute(sql`INSERT INTO coin_prices (activity, coins, description) VALUES (${c.activity}, ${c.coins}, ${c.description})
      ON CONFLICT (activity) DO NOTHING`);
  }
  for (const [key, value] of Object.entries(commerceSettings)) {
    await db.execute(sql`INSERT INTO app_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
      ON CONFLICT (key) DO NOTHING`);
  }
}

function when(value: number | string, now: Date): Date {
  return typeof value === "number" ? new Date(now.getTime() + value * 86_400_000) : new Date(value);
}

export async function insertPromoCode(db: AppDb, p: PromoSeed, now = clock.now()): Promise<void> {
  const kinds = p.productKinds
    ? sql`ARRAY[${sql.join(
        p.productKinds.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`
    : sql`NULL`;
  await db.execute(sql`
    INSERT INTO promo_codes (code, description, discount_percentage, discount_amount, valid_from, valid_until, min_slots,
      min_duration_days, product_kinds, per_user_limit, total_limit, title, is_public, audience)
    VALUES (${p.code}, ${p.description}, ${p.discountPercentage ?? null}::int, ${p.discountAmount ?? null}::int,
      ${when(p.validFrom, now)}, ${when(p.validUntil, now)}, ${p.minSlots ?? null}::int, ${p.minDurationDays ?? null}::int,
      ${kinds}, ${p.perUserLimit ?? 1}, ${p.totalLimit ?? null}::int, ${p.title ?? null}, ${p.isPublic ?? false},
      ${p.audience ?? "ALL"})
    -- A code seeded before campaigns existed has no title yet: give it its campaign fields once. A titled row is
    -- the operator's (or an earlier seed's) and is left alone.
    ON CONFLICT (code) DO UPDATE SET title = EXCLUDED.title, is_public = EXCLUDED.is_public, audience = EXCLUDED.audience
      WHERE promo_codes.title IS NULL AND EXCLUDED.title IS NOT NULL`);
}

/** Demo promo codes (HEMAT10, SLOT50, GRATIS, the expired LEBARAN2024, the project offer PROYEK15). Idempotent. */
export async function seedCommerceDemo(db: AppDb, now = clock.now()): Promise<void> {
  for (const p of demoPromoCodes) await insertPromoCode(db, p, now);
}
