import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { canDeactivate } from "@griya/domain/listing-rules";
import { authOf } from "../../kernels/auth/authenticate.js";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import type { ListingActionRefusal } from "./listing-action-refusal.js";
import { listingRefusal } from "./listing-refusal-error.js";
import { markListingInactive } from "./listing-repository.js";
import { ownListing } from "./own-listing.js";
import { presentListingAction, type ListingActionResult } from "./present-listing-action.js";

type DeactivationResult =
  { ok: true; listing: ListingActionResult } | Extract<ListingActionRefusal, { reason: "not_found" | "not_active" }>;

/** An ACTIVE listing moves to Lampau, freeing its slot; nothing is refunded. */
function deactivateOwnListing(db: AppDb, userId: number, uuid: string): Promise<DeactivationResult> {
  return transactionUnlessRefused(db, async (tx): Promise<DeactivationResult> => {
    const listing = await ownListing(tx, userId, uuid, true);
    if (!listing) return { ok: false, reason: "not_found" };
    if (!canDeactivate(listing.status)) return { ok: false, reason: "not_active" };
    await markListingInactive(tx, listing.id);
    return { ok: true, listing: await presentListingAction(tx, listing.id) };
  });
}

/** POST /api/listings/deactivate {uuid}. */
export const deactivateListing: OperationHandler<"deactivateListing"> = async (request) => {
  const { userId } = authOf(request);
  const result = await deactivateOwnListing(request.server.database.db, userId, request.body.uuid);
  if (!result.ok) return listingRefusal(result);
  return { data: result.listing };
};
