import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { activationCheck, canActivate, listingExpiry } from "@griya/domain/listing-rules";
import { authOf } from "../../auth/authenticate.js";
import { coinBalance, spendCoins } from "../../coins/ledger.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { businessRefusal } from "./business-refusal.js";
import { coinPrice } from "./coin-price.js";
import { listingAvailability } from "./listing-quota.js";
import { findOwnListing } from "./own-listing.js";
import { presentListingAction, type ListingActionResult } from "./present-listing-action.js";

export const NOT_ACTIVATABLE = "Listing ini sudah aktif.";
export const NO_PHOTO = "Tambahkan minimal 1 foto sebelum mengaktifkan listing.";

/** Locks the agent's user row: every slot-counting action of one agent runs one at a time. */
export async function lockAgent(tx: AppDb, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

/**
 * Activates the agent's listing inside the caller's transaction (DECISIONS.md "Listings"): a complete listing
 * (at least one photo) from DRAFT or INACTIVE, then membership (1002), a free slot (1003) and coins (1001) in that
 * order. Throws the 404/470/422 HttpError; a refusal spends nothing.
 */
export async function activateListingInTx(tx: AppDb, userId: number, listingUuid: string): Promise<ListingActionResult> {
  await lockAgent(tx, userId);
  const listing = await findOwnListing(tx, userId, listingUuid, true);
  if (!canActivate(listing.status)) throw validationFailed({ uuid: [NOT_ACTIVATABLE] });
  const [photos] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM listing_photos WHERE listing_id = ${listing.id}`);
  if (photos!.n === 0) throw validationFailed({ photos: [NO_PHOTO] });

  const requiredCoins = await coinPrice(tx, "ACTIVATE_LISTING");
  const availability = await listingAvailability(tx, userId);
  const balance = await coinBalance(tx, userId);
  const numbers = { coins_remaining: balance.spendable, required_coins: requiredCoins, listing_slot: availability.quota };
  const check = activationCheck({
    membershipActive: balance.membershipActive,
    activeListings: availability.currentAmount,
    quota: availability.quota,
    coins: balance.spendable,
    requiredCoins,
  }, "activate");
  if (!check.ok) throw businessRefusal(check.code, numbers);

  const spent = await spendCoins(tx, {
    userId, activity: "ACTIVATE_LISTING", amount: requiredCoins,
    listingUuid: listing.uuid, listingName: listing.title, listingNumber: listing.listing_number,
  });
  // The user row lock makes these unreachable in practice; they keep the refusal honest if it ever happens.
  if (!spent.ok && spent.reason === "membership_inactive") throw businessRefusal(1002, numbers);
  if (!spent.ok) throw businessRefusal(1001, { ...numbers, coins_remaining: spent.coinsRemaining });

  const now = new Date();
  await tx.execute(sql`
    UPDATE listings SET status = 'ACTIVE', activated_at = ${now}, posted_at = ${now}, expires_at = ${listingExpiry(now)},
      deactivated_at = NULL, updated_at = ${now}
    WHERE id = ${listing.id}`);
  return presentListingAction(tx, listing.id);
}

/** POST /api/listings/activate {uuid}. */
export const activateListing: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body as { uuid: string };
  const data = await request.server.database.db.transaction((tx) => activateListingInTx(tx, userId, uuid));
  return { data };
};
