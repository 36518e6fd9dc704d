import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { activationCheck, bulkRepostCost, canRepost, listingExpiry } from "@griya/domain/listing-rules";
import { authOf } from "../../auth/authenticate.js";
import { coinBalance, spendCoins } from "../../coins/ledger.js";
import type { AppDb } from "../../db/client.js";
import { validationFailed } from "../../http/http-error.js";
import { lockAgent } from "./activate-listing.js";
import { businessRefusal } from "./business-refusal.js";
import { coinPrice } from "./coin-price.js";
import { listingAvailability } from "./listing-quota.js";
import { findOwnListing, type OwnListing } from "./own-listing.js";
import { presentListingAction, type ListingActionResult } from "./present-listing-action.js";

export const NOT_REPOSTABLE = "Hanya listing aktif yang dapat di-repost.";

/**
 * Reposts the agent's ACTIVE listings inside the caller's transaction, all or none (DECISIONS.md "Listings"):
 * membership (1005), slots (1006: refused only when active listings exceed the quota) and the total cost (1004)
 * are checked before anything is spent; then posted_at = now and expires_at = now + 120 days, one coin usage each.
 */
export async function repostListingsInTx(tx: AppDb, userId: number, uuids: readonly string[]): Promise<ListingActionResult[]> {
  await lockAgent(tx, userId);
  const listings: OwnListing[] = [];
  // Sorted, so two bulk reposts over the same listings lock them in one order.
  for (const uuid of [...new Set(uuids)].sort()) listings.push(await findOwnListing(tx, userId, uuid, true));
  if (listings.some((l) => !canRepost(l.status))) throw validationFailed({ uuids: [NOT_REPOSTABLE] });

  const perRepost = await coinPrice(tx, "REPOST_LISTING");
  const requiredCoins = bulkRepostCost(listings.length, perRepost);
  const availability = await listingAvailability(tx, userId);
  const balance = await coinBalance(tx, userId);
  const numbers = { coins_remaining: balance.spendable, required_coins: requiredCoins, listing_slot: availability.quota };
  const check = activationCheck({
    membershipActive: balance.membershipActive,
    activeListings: availability.currentAmount,
    quota: availability.quota,
    coins: balance.spendable,
    requiredCoins,
  }, "repost");
  if (!check.ok) throw businessRefusal(check.code, numbers);

  const now = new Date();
  const results: ListingActionResult[] = [];
  for (const listing of listings) {
    const spent = await spendCoins(tx, {
      userId, activity: "REPOST_LISTING", amount: perRepost,
      listingUuid: listing.uuid, listingName: listing.title, listingNumber: listing.listing_number,
    });
    // Unreachable under the user row lock; throwing rolls back the reposts already made (all or none).
    if (!spent.ok && spent.reason === "membership_inactive") throw businessRefusal(1005, numbers);
    if (!spent.ok) throw businessRefusal(1004, numbers);
    await tx.execute(sql`
      UPDATE listings SET posted_at = ${now}, expires_at = ${listingExpiry(now)}, updated_at = ${now} WHERE id = ${listing.id}`);
    results.push(await presentListingAction(tx, listing.id));
  }
  // In the order the agent sent them.
  return uuids.map((u) => results.find((r) => r.uuid === u.toLowerCase())!).filter(Boolean);
}

/** POST /api/listings/repost {uuid}. */
export const repostListing: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body as { uuid: string };
  const [data] = await request.server.database.db.transaction((tx) => repostListingsInTx(tx, userId, [uuid]));
  return { data };
};

/** POST /api/listings/reposts {uuids}: bulk repost, one transaction. */
export const repostListings: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { uuids } = request.body as { uuids: string[] };
  const data = await request.server.database.db.transaction((tx) => repostListingsInTx(tx, userId, uuids));
  return { data };
};
