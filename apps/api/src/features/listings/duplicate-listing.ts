import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import type { AppDb } from "../../platform/db/client.js";
import { retryLockConflicts } from "../../platform/db/retry-lock-conflicts.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { activateListingInTx, type ActivationResult } from "./activate-listing-service.js";
import { listingRefusal } from "./listing-refusal-error.js";
import { insertListingCopy, lockAgent } from "./listing-repository.js";
import { ownListing } from "./own-listing.js";

/**
 * Copies the agent's listing and activates the copy in one transaction, so a refusal leaves no copy behind. The
 * agent's row is locked before the copy is inserted (ADR 0055): the insert's foreign key takes a share lock on that
 * row, and two duplicates each holding one while waiting to lock it for the activation deadlocked.
 */
function duplicateOwnListing(db: AppDb, userId: number, uuid: string): Promise<ActivationResult> {
  return transactionUnlessRefused(db, async (tx) => {
    await lockAgent(tx, userId);
    const source = await ownListing(tx, userId, uuid);
    if (!source) return { ok: false, reason: "not_found" };
    const copy = await insertListingCopy(tx, source.id);
    return activateListingInTx(tx, userId, copy.uuid);
  });
}

/**
 * POST /api/listings/duplicate {uuid} (x-addition): copies the agent's listing with its photos and facilities under
 * a new uuid and listing number, then activates the copy; a refusal (404/470/422) leaves no copy behind. The copy
 * shares the uploaded photo files with the original.
 */
export const duplicateListing: OperationHandler<"duplicateListing"> = async (request, reply) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const result = await retryLockConflicts(() => duplicateOwnListing(db, userId, request.body.uuid));
  if (!result.ok) return listingRefusal(result);
  return reply.code(201).send({ data: result.listing });
};
