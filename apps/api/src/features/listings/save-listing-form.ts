import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { retryLockConflicts } from "../../platform/db/retry-lock-conflicts.js";
import { HttpError, validationFailed } from "../../platform/http/http-error.js";
import { activateOwnListing } from "./activate-listing-service.js";
import { listingRefusalError } from "./listing-refusal-error.js";
import { findOwnListing } from "./own-listing.js";
import {
  holdListingPhotos,
  insertListing,
  replaceChildren,
  updateListing,
  type SavedListing,
} from "./listing-form-repository.js";
import { validateListingForm } from "./validate-listing-form.js";

/**
 * POST /api/v2/listing_form/save: creates (201) or updates (200) the caller's listing in one transaction, photos
 * and facilities replaced, the photos held under the listing's uuid (ADR 0014). A listing that is or becomes active
 * must be complete; a draft may be incomplete.
 * Activation runs after the save has committed, so a refused activation (1001–1003) keeps the save.
 */
export const saveListingForm: OperationHandler<"saveListingForm"> = async (request, reply) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const body = request.body;
  const existing = body.uuid === null ? null : await findOwnListing(db, userId, body.uuid);
  // An active or past listing is public (or was): it never goes back to an incomplete state.
  const complete = body.action === "save_and_activate" || (existing !== null && existing.status !== "DRAFT");
  const result = await validateListingForm(db, userId, body, complete);
  if (!result.ok) throw validationFailed(result.errors);
  const { input, tourSent } = result;

  let saved: SavedListing = await db.transaction(async (tx) => {
    const row =
      existing === null
        ? await insertListing(tx, userId, input)
        : await updateListing(tx, (await findOwnListing(tx, userId, existing.uuid, true)).id, input, !tourSent);
    await replaceChildren(tx, row.id, input);
    await holdListingPhotos(tx, userId, row.uuid, input.photo_uuids);
    return row;
  });

  if (body.action === "save_and_activate" && saved.status !== "ACTIVE") {
    const uuid = saved.uuid;
    const activated = await retryLockConflicts(() => activateOwnListing(db, userId, uuid));
    if (!activated.ok) {
      const error = listingRefusalError(activated);
      // The refusal names the saved listing: a new listing's uuid must reach the form that created it.
      throw error.statusCode === 422 ? new HttpError(422, { ...error.body, listing_uuid: uuid }) : error;
    }
    saved = { ...saved, status: activated.listing.status };
  }
  reply.code(existing === null ? 201 : 200);
  return { data: { uuid: saved.uuid, status: saved.status, listing_number: saved.listing_number } };
};
