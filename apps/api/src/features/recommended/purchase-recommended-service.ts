import {
  canBoost,
  isPurchasableWeek,
  RECOMMENDED_CAPACITY,
  recommendedCost,
  recommendedWeekPrice,
  weekDaysLeft,
} from "@griya/domain/recommended-slots";
import { coinBalance, spendCoins } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { coinPrice, lockAgent } from "../listings/index.js";
import { boostTargetOf, findBoostableListing, slotOf } from "./boostable-listing.js";
import { countListingBoosts, insertBoost, takeSlotPlace, type BoostRow } from "./recommended-repository.js";

/** The numbers a 1009/1010/1011 refusal shows (docs/product/error-codes.md). */
type BoostNumbers = { coins_remaining: number; required_coins: number; listing_slot: number };

export type PurchaseBoostsResult =
  | { ok: true; boosts: BoostRow[] }
  | { ok: false; reason: "listing_not_found" | "not_active" | "not_in_horizon" | "duplicate_week" | "already_boosted" }
  | { ok: false; reason: "membership_inactive" | "not_enough_coins" | "week_full"; numbers: BoostNumbers };

/**
 * One boost per chosen week, all or none, in one transaction. Order (ADR 0032): the agent's row lock, the listing
 * (found, ACTIVE), the weeks, membership, coins for every week, then each week's place taken from its slot counter
 * under that row's lock (a full week refuses and rolls back the weeks already taken: nothing is spent), one coin
 * usage per week for that week's price (the current week's by its days left, ADR 0051).
 */
export function purchaseBoosts(
  db: AppDb,
  userId: number,
  listingUuid: string,
  weeks: readonly string[],
  now: Date,
): Promise<PurchaseBoostsResult> {
  return transactionUnlessRefused(db, async (tx): Promise<PurchaseBoostsResult> => {
    await lockAgent(tx, userId);
    const listing = await findBoostableListing(tx, userId, listingUuid, true);
    if (!listing) return { ok: false, reason: "listing_not_found" };
    if (!canBoost(boostTargetOf(listing))) return { ok: false, reason: "not_active" };
    if (weeks.some((w) => !isPurchasableWeek(w, now))) return { ok: false, reason: "not_in_horizon" };
    if (new Set(weeks).size !== weeks.length) return { ok: false, reason: "duplicate_week" };
    if ((await countListingBoosts(tx, listing.id, weeks)) > 0) return { ok: false, reason: "already_boosted" };

    // The full price from coin_prices; the current week is sold by its days left (ADR 0051), at `now`'s clock.
    const fullPrice = await coinPrice(tx, "RECOMMENDED_LISTING");
    const balance = await coinBalance(tx, userId);
    const numbers = {
      coins_remaining: balance.spendable,
      required_coins: recommendedCost(weeks, fullPrice, now),
      listing_slot: RECOMMENDED_CAPACITY,
    };
    if (!balance.membershipActive) return { ok: false, reason: "membership_inactive", numbers };
    if (balance.spendable < numbers.required_coins) return { ok: false, reason: "not_enough_coins", numbers };

    const slot = slotOf(listing);
    const boosts: BoostRow[] = [];
    // Sorted, so two purchases over the same weeks lock the slot rows in one order.
    for (const week of [...weeks].sort()) {
      if (!(await takeSlotPlace(tx, slot, week, RECOMMENDED_CAPACITY)))
        return { ok: false, reason: "week_full", numbers };
      const spent = await spendCoins(tx, {
        userId,
        activity: "RECOMMENDED_LISTING",
        amount: recommendedWeekPrice(fullPrice, weekDaysLeft(week, now)),
        listingUuid: listing.uuid,
        listingName: listing.title,
        listingNumber: listing.listing_number,
      });
      // Unreachable under the agent's row lock; the refusal rolls back the weeks already taken.
      if (!spent.ok)
        return {
          ok: false,
          reason: spent.reason === "membership_inactive" ? "membership_inactive" : "not_enough_coins",
          numbers,
        };
      boosts.push(await insertBoost(tx, { ...slot, userId, listingId: listing.id, week, coinUsageId: spent.usageId }));
    }
    return { ok: true, boosts };
  });
}
