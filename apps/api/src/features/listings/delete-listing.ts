import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { deleteOwnListingRow } from "./listing-repository.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { LISTING_NOT_FOUND, ownListing } from "./own-listing.js";

/** POST /api/listings/delete {uuid}: permanent; photos, facilities and schedules go with it (ON DELETE CASCADE). */
export const deleteListing: OperationHandler<"deleteListing"> = async (request) => {
  const { userId } = authOf(request);
  const db = request.server.database.db;
  const listing = await ownListing(db, userId, request.body.uuid);
  if (!listing) return notFound(LISTING_NOT_FOUND);
  await deleteOwnListingRow(db, userId, listing.id);
  return { data: { success: true } };
};
