import { bulkRepostCost, canRepost, isListingExpired, listingExpiry } from "@griya/domain/listing-rules";
import { spendCoins } from "../../kernels/coins/ledger.js";
import { checkSpend } from "./check-spend.js";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { refused, type ListingActionRefusal } from "./listing-action-refusal.js";
import { coinPrice, lockAgent, markListingReposted } from "./listing-repository.js";
import { ownListing, type OwnListing } from "./own-listing.js";
import { presentListingAction, type ListingActionResult } from "./present-listing-action.js";
import { clock } from "../../platform/clock.js";

export type RepostResult = { ok: true; listings: ListingActionResult[] } | ListingActionRefusal;

/**
 * Reposts the agent's ACTIVE listings, all or none (docs/product/listings.md): membership (1005), slots (1006:
 * refused only when active listings exceed the quota) and the total cost (1004) are checked before anything is
 * spent; then posted_at = now and expires_at = now + 120 days, one coin usage each. Runs in a transaction of its
 * own, a savepoint inside the caller's, so a refusal rolls back every repost already made.
 */
export function repostOwnListings(db: AppDb, userId: number, uuids: readonly string[]): Promise<RepostResult> {
  return transactionUnlessRefused(db, (tx) => repostInTx(tx, userId, uuids));
}

async function repostInTx(tx: AppDb, userId: number, uuids: readonly string[]): Promise<RepostResult> {
  await lockAgent(tx, userId);
  const listings: OwnListing[] = [];
  // Sorted, so two bulk reposts over the same listings lock them in one order.
  for (const uuid of [...new Set(uuids)].sort()) {
    const listing = await ownListing(tx, userId, uuid, true);
    if (!listing) return { ok: false, reason: "not_found" };
    listings.push(listing);
  }
  const now = clock.now();
  // Past its 120 days a listing is no longer public (isPublicListing), whether or not the expiry job has moved it
  // to Lampau yet: it is refused like an inactive one, and activation brings it back.
  if (listings.some((l) => !canRepost(l.status) || isListingExpired(l.expires_at, now))) {
    return { ok: false, reason: "not_repostable" };
  }

  const perRepost = await coinPrice(tx, "REPOST_LISTING");
  const requiredCoins = bulkRepostCost(listings.length, perRepost);
  const spendable = await checkSpend(tx, userId, requiredCoins, "repost");
  if (!spendable.ok) return spendable;
  const { numbers } = spendable;

  const results: ListingActionResult[] = [];
  for (const listing of listings) {
    const spent = await spendCoins(tx, {
      userId,
      activity: "REPOST_LISTING",
      amount: perRepost,
      listingUuid: listing.uuid,
      listingName: listing.title,
      listingNumber: listing.listing_number,
    });
    // Unreachable under the user row lock; the refusal rolls back the reposts already made (all or none).
    if (!spent.ok && spent.reason === "membership_inactive") return refused(1005, numbers);
    if (!spent.ok) return refused(1004, numbers);
    await markListingReposted(tx, listing.id, now, listingExpiry(now));
    results.push(await presentListingAction(tx, listing.id));
  }
  // In the order the agent sent them.
  return { ok: true, listings: uuids.map((u) => results.find((r) => r.uuid === u.toLowerCase())!).filter(Boolean) };
}
