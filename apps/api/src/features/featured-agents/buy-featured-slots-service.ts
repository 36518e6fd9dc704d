import {
  distinctMonths,
  featuredCost,
  isPurchasableMonth,
  monthIndex,
  monthLabel,
  type YearMonth,
} from "@griya/domain/featured-agents";
import { coinBalance, spendCoins } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { coinPrice } from "../listings/index.js";
import { findArea, insertFeaturedSlots, type SlotRow } from "./featured-agent-repository.js";
import { isFull, monthsTaken } from "./featured-slots.js";

/** The numbers a 1007/1008 refusal shows (docs/product/error-codes.md). */
export type SpendNumbers = { coins_remaining: number; required_coins: number };

export type BuyFeaturedSlotsResult =
  | { ok: true; slots: SlotRow[] }
  | { ok: false; reason: "outside_window"; months: YearMonth[] }
  | { ok: false; reason: "unknown_area" }
  | { ok: false; reason: "unavailable"; months: { month: YearMonth; held: boolean }[] }
  | { ok: false; reason: "membership_inactive" | "not_enough_coins"; numbers: SpendNumbers };

/**
 * Buys the months in one transaction (ADR 0033): the district row lock serialises the purchases of an area, so
 * the places are counted after every earlier buyer committed; then membership, places (a month the agent already
 * holds or that is full), coins, and the spend through the ledger. Any refusal rolls back, so nothing is spent.
 * Answers the new places in month order.
 */
export function buyFeaturedSlots(
  db: AppDb,
  userId: number,
  areaId: string,
  asked: readonly YearMonth[],
  now: Date,
): Promise<BuyFeaturedSlotsResult> {
  return transactionUnlessRefused(db, async (tx): Promise<BuyFeaturedSlotsResult> => {
    const months = distinctMonths(asked);
    const outside = months.filter((m) => !isPurchasableMonth(m, now));
    if (outside.length > 0) return { ok: false, reason: "outside_window", months: outside };

    const area = await findArea(tx, areaId, true);
    if (!area) return { ok: false, reason: "unknown_area" };
    // The full price from coin_prices; the current month is sold by its days left (ADR 0051), at `now`'s clock.
    const requiredCoins = featuredCost(months, await coinPrice(tx, "FEATURED_AGENT"), now);
    const balance = await coinBalance(tx, userId);
    const numbers = { coins_remaining: balance.spendable, required_coins: requiredCoins };
    if (!balance.membershipActive) return { ok: false, reason: "membership_inactive", numbers };

    const taken = await monthsTaken(tx, areaId, userId, months);
    const unavailable = months.flatMap((m) => {
      const t = taken.get(monthIndex(m));
      if (t?.mine) return [{ month: m, held: true }];
      return isFull(t) ? [{ month: m, held: false }] : [];
    });
    if (unavailable.length > 0) return { ok: false, reason: "unavailable", months: unavailable };
    if (balance.spendable < requiredCoins) return { ok: false, reason: "not_enough_coins", numbers };

    const spent = await spendCoins(tx, {
      userId,
      activity: "FEATURED_AGENT",
      amount: requiredCoins,
      listingName: `${area.name}: ${months.map(monthLabel).join(", ")}`,
    });
    if (!spent.ok && spent.reason === "membership_inactive")
      return { ok: false, reason: "membership_inactive", numbers };
    if (!spent.ok)
      return { ok: false, reason: "not_enough_coins", numbers: { ...numbers, coins_remaining: spent.coinsRemaining } };

    const slots = await insertFeaturedSlots(tx, { userId, area, months, coinUsageId: spent.usageId });
    return { ok: true, slots: slots.sort((a, b) => monthIndex(a) - monthIndex(b)) };
  });
}
