import type { components } from "@griya/api-client/schema";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { helpFeedback } from "../../platform/db/schema.js";

export type CoinActivity = "ACTIVATE_LISTING" | "REPOST_LISTING" | "RECOMMENDED_LISTING" | "FEATURED_AGENT";
type Tier = {
  code: components["schemas"]["MembershipType"];
  display_name: string;
  price: number;
  duration_days: number;
  listing_slots: number;
  bonus_coins: number;
};
type CoinPackage = { name: string; coin_amount: number; price: number; coin_validity_days: number };
type SlotProduct = { price: number; qty_min: number; qty_step: number; durations: number[] | null };

// Typed reads of the seeded catalogue (the seed writes only the codes and kinds named here).
export function readCoinCosts(db: AppDb) {
  return rowsOf<{ activity: CoinActivity; coins: number }>(db, sql`SELECT activity, coins FROM coin_prices`);
}

export function readMembershipTiers(db: AppDb) {
  return rowsOf<Tier>(
    db,
    sql`SELECT code, display_name, price, duration_days, listing_slots, bonus_coins
    FROM membership_tiers ORDER BY price, duration_days`,
  );
}

/** Coin packages on sale, in the shop's order. */
export function readCoinPackages(db: AppDb) {
  return rowsOf<CoinPackage>(
    db,
    sql`SELECT name, coin_amount, price, coin_validity_days FROM products
    WHERE kind = 'COIN' AND is_active AND coin_amount IS NOT NULL AND price IS NOT NULL
    ORDER BY sort_order, coin_amount`,
  );
}

/** The listing-slot product on sale (the first, by the shop's order). */
export function readSlotProduct(db: AppDb) {
  return rowsOf<SlotProduct>(
    db,
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
