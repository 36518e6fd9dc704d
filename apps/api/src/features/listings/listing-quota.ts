import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

export type ListingAvailability = { currentAmount: number; quota: number };

/**
 * DECISIONS.md "Memberships": quota = the current tier's slots + unexpired slot purchases (0 without a membership in
 * force); current_amount = the agent's ACTIVE listings.
 */
export async function listingAvailability(db: AppDb, userId: number): Promise<ListingAvailability> {
  const [row] = await rowsOf<{ current_amount: number; tier_slots: number; purchased_slots: number }>(db, sql`
    SELECT
      (SELECT count(*) FROM listings WHERE user_id = ${userId} AND status = 'ACTIVE')::int AS current_amount,
      coalesce((SELECT t.listing_slots FROM memberships m JOIN membership_tiers t ON t.code = m.tier
        WHERE m.user_id = ${userId} AND m.started_at <= now() AND m.expires_at > now()
        ORDER BY m.expires_at DESC LIMIT 1), 0)::int AS tier_slots,
      coalesce((SELECT sum(quantity) FROM listing_slot_purchases
        WHERE user_id = ${userId} AND starts_at <= now() AND expires_at > now()), 0)::int AS purchased_slots`);
  return { currentAmount: row!.current_amount, quota: row!.tier_slots + row!.purchased_slots };
}
