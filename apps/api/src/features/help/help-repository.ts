import { sql } from "drizzle-orm";
import * as v from "valibot";
import { MEMBERSHIP_TYPES } from "@griya/domain/membership";
import { COIN_ACTIVITIES } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { helpFeedback } from "../../platform/db/schema.js";

export type CoinActivity = "ACTIVATE_LISTING" | "REPOST_LISTING" | "RECOMMENDED_LISTING" | "FEATURED_AGENT";
const Tier = v.object({
  code: v.picklist(MEMBERSHIP_TYPES),
  display_name: v.string(),
  price: v.number(),
  duration_days: v.number(),
  listing_slots: v.number(),
  bonus_coins: v.number(),
});
type Tier = v.InferOutput<typeof Tier>;
const CoinPackage = v.object({
  name: v.string(),
  coin_amount: v.number(),
  price: v.number(),
  coin_validity_days: v.number(),
});
type CoinPackage = v.InferOutput<typeof CoinPackage>;
const SlotProduct = v.object({
  price: v.number(),
  qty_min: v.number(),
  qty_step: v.number(),
  durations: v.nullable(v.array(v.number())),
});
type SlotProduct = v.InferOutput<typeof SlotProduct>;

// Typed reads of the seeded catalogue (the seed writes only the codes and kinds named here).
export function readCoinCosts(db: AppDb) {
  return rowsOf(
    db,
    v.object({ activity: v.picklist(COIN_ACTIVITIES), coins: v.number() }),
    sql`SELECT activity, coins FROM coin_prices`,
  );
}

export function readMembershipTiers(db: AppDb) {
  return rowsOf(
    db,
    Tier,
    sql`SELECT code, display_name, price, duration_days, listing_slots, bonus_coins
    FROM membership_tiers ORDER BY price, duration_days`,
  );
}

/** Coin packages on sale, in the shop's order. */
export function readCoinPackages(db: AppDb) {
  return rowsOf(
    db,
    CoinPackage,
    sql`SELECT name, coin_amount, price, coin_validity_days FROM products
    WHERE kind = 'COIN' AND is_active AND coin_amount IS NOT NULL AND price IS NOT NULL
    ORDER BY sort_order, coin_amount`,
  );
}

/** The listing-slot product on sale (the first, by the shop's order). */
export function readSlotProduct(db: AppDb) {
  return rowsOf(
    db,
    SlotProduct,
    sql`SELECT price, qty_min, qty_step, durations FROM products
    WHERE kind = 'LISTING_SLOT' AND is_active AND price IS NOT NULL ORDER BY sort_order LIMIT 1`,
  );
}

/** Stores one anonymous answer; its uuid is the receipt. */
export async function insertHelpFeedback(
  db: AppDb,
  feedback: { topic: string; helpful: boolean; comment: string | null },
): Promise<string> {
  const [row] = await db.insert(helpFeedback).values(feedback).returning({ uuid: helpFeedback.uuid });
  return row!.uuid;
}
