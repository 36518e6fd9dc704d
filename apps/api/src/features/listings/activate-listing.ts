import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { retryLockConflicts } from "../../platform/db/retry-lock-conflicts.js";
import { activateOwnListing } from "./activate-listing-service.js";
import { listingRefusal } from "./listing-refusal-error.js";

/** POST /api/listings/activate {uuid}. */
export const activateListing: OperationHandler<"activateListing"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const result = await retryLockConflicts(() => activateOwnListing(db, userId, request.body.uuid));
  if (!result.ok) return listingRefusal(result);
  return { data: result.listing };
};
