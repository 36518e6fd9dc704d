import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { retryLockConflicts } from "../../platform/db/retry-lock-conflicts.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { invalidFields, notFound, refuse } from "../../platform/openapi/refusal.js";
import { activateOwnListing } from "../listings/activate-listing-service.js";
import { listingRefusal } from "../listings/listing-refusal-error.js";
import { LISTING_NOT_FOUND, ownListing } from "../listings/own-listing.js";
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
  const existing = body.uuid === null ? null : await ownListing(db, userId, body.uuid);
  if (existing === undefined) return notFound(LISTING_NOT_FOUND);
  // An active or past listing is public (or was): it never goes back to an incomplete state.
  const complete = body.action === "save_and_activate" || (existing !== null && existing.status !== "DRAFT");
  const result = await validateListingForm(db, userId, body, complete);
  if (!result.ok) return invalidFields(result.errors);
  const { input, tourSent } = result;

  const written = await transactionUnlessRefused(db, async (tx) => {
    let row: SavedListing;
    if (existing === null) row = await insertListing(tx, userId, input);
    else {
      // Locked now; it may have been deleted since the read above.
      const locked = await ownListing(tx, userId, existing.uuid, true);
      if (!locked) return { ok: false } as const;
      row = await updateListing(tx, locked.id, input, !tourSent);
    }
    await replaceChildren(tx, row.id, input);
    await holdListingPhotos(tx, userId, row.uuid, input.photo_uuids);
    return { ok: true, row } as const;
  });
  if (!written.ok) return notFound(LISTING_NOT_FOUND);
  let saved = written.row;

  if (body.action === "save_and_activate" && saved.status !== "ACTIVE") {
    const uuid = saved.uuid;
    const activated = await retryLockConflicts(() => activateOwnListing(db, userId, uuid));
    if (!activated.ok) {
      const refusal = listingRefusal(activated);
      // The refusal names the saved listing: a new listing's uuid must reach the form that created it.
      return refusal.status === 422 ? refuse(422, { ...refusal.body, listing_uuid: uuid }) : refusal;
    }
    saved = { ...saved, status: activated.listing.status };
  }
  reply.code(existing === null ? 201 : 200);
  return { data: { uuid: saved.uuid, status: saved.status, listing_number: saved.listing_number } };
};
