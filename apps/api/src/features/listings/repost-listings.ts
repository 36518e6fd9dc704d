import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { retryLockConflicts } from "../../platform/db/retry-lock-conflicts.js";
import { listingRefusal } from "./listing-refusal-error.js";
import { repostOwnListings } from "./repost-listings-service.js";

/** POST /api/listings/repost {uuid}. */
export const repostListing: OperationHandler<"repostListing"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const result = await retryLockConflicts(() => repostOwnListings(db, userId, [request.body.uuid]));
  if (!result.ok) return listingRefusal(result);
  return { data: result.listings[0]! };
};

/** POST /api/listings/reposts {uuids}: bulk repost, one transaction. */
export const repostListings: OperationHandler<"repostListings"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const result = await retryLockConflicts(() => repostOwnListings(db, userId, request.body.uuids));
  if (!result.ok) return listingRefusal(result);
  return { data: result.listings };
};
