import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { LISTING_NOT_FOUND, ownListing } from "../listings/own-listing.js";
import { loadBaseData } from "./listing-form-base-data.js";
import { loadEditData } from "./listing-edit-data.js";

/** GET /api/v2/listing_form/edit/{listingUuid}: base data and the values of the caller's listing (else 404). */
export const getListingFormEdit: OperationHandler<"getListingFormEdit"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const { listingUuid } = request.params;
  const listing = await ownListing(db, userId, listingUuid);
  if (!listing) return notFound(LISTING_NOT_FOUND);
  const [baseData, editData] = await Promise.all([
    loadBaseData(db, userId),
    loadEditData(db, request.server.publicFiles, listing.id),
  ]);
  // Recommended Listing boosts are not built yet: no listing is boosted.
  return { data: { base_data: { ...baseData, boost_status: null }, edit_data: editData } };
};
