import { canActivate, listingExpiry } from "@griya/domain/listing-rules";
import { spendCoins } from "../../kernels/coins/ledger.js";
import { checkSpend } from "./check-spend.js";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { refused, type ListingActionRefusal } from "./listing-action-refusal.js";
import { incompleteListingFields } from "./listing-completeness.js";
import { coinPrice, lockAgent, markListingActive } from "./listing-repository.js";
import { ownListing } from "./own-listing.js";
import { presentListingAction, type ListingActionResult } from "./present-listing-action.js";
import { clock } from "../../platform/clock.js";

export type ActivationResult = { ok: true; listing: ListingActionResult } | ListingActionRefusal;

/**
 * Activates the agent's listing inside the caller's transaction (docs/product/listings.md): from DRAFT or INACTIVE, a
 * complete listing (what the listing form demands to publish: every field its property type's rules require, at
 * least one photo), then membership (1002), a free slot (1003) and coins (1001) in that order. A refusal spends
 * nothing.
 */
export async function activateListingInTx(tx: AppDb, userId: number, listingUuid: string): Promise<ActivationResult> {
  await lockAgent(tx, userId);
  const listing = await ownListing(tx, userId, listingUuid, true);
  if (!listing) return { ok: false, reason: "not_found" };
  if (!canActivate(listing.status)) return { ok: false, reason: "not_activatable" };
  const missing = await incompleteListingFields(tx, listing.id);
  if (missing) return { ok: false, reason: "incomplete", errors: missing };

  const requiredCoins = await coinPrice(tx, "ACTIVATE_LISTING");
  const spendable = await checkSpend(tx, userId, requiredCoins, "activate");
  if (!spendable.ok) return spendable;
  const { numbers } = spendable;

  const spent = await spendCoins(tx, {
    userId,
    activity: "ACTIVATE_LISTING",
    amount: requiredCoins,
    listingUuid: listing.uuid,
    listingName: listing.title,
    listingNumber: listing.listing_number,
  });
  // The user row lock makes these unreachable in practice; they keep the refusal honest if it ever happens.
  if (!spent.ok && spent.reason === "membership_inactive") return refused(1002, numbers);
  if (!spent.ok) return refused(1001, { ...numbers, coins_remaining: spent.coinsRemaining });

  const now = clock.now();
  await markListingActive(tx, listing.id, now, listingExpiry(now));
  return { ok: true, listing: await presentListingAction(tx, listing.id) };
}

/** Activation in a transaction of its own (a savepoint inside the caller's), rolled back when refused. */
export function activateOwnListing(db: AppDb, userId: number, listingUuid: string): Promise<ActivationResult> {
  return transactionUnlessRefused(db, (tx) => activateListingInTx(tx, userId, listingUuid));
}
