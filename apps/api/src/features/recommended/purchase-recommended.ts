import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { retryLockConflicts } from "../../platform/db/retry-lock-conflicts.js";
import { invalidField, notFound } from "../../platform/openapi/refusal.js";
import { businessRefusal } from "../listings/index.js";
import { LISTING_NOT_FOUND } from "../listings/index.js";
import { presentBoost } from "./present-boost.js";
import { purchaseBoosts, type PurchaseBoostsResult } from "./purchase-recommended-service.js";
import { assertRecommendedEnabled } from "../../kernels/settings/feature-flags.js";
import { RECOMMENDED_MESSAGES } from "./recommended-messages.js";
import { clock } from "../../platform/clock.js";

function refusalAnswer(refusal: Extract<PurchaseBoostsResult, { ok: false }>) {
  switch (refusal.reason) {
    case "listing_not_found":
      return notFound(LISTING_NOT_FOUND);
    case "not_active":
      return invalidField("listing_uuid", RECOMMENDED_MESSAGES.notActive);
    case "not_in_horizon":
      return invalidField("availabilities", RECOMMENDED_MESSAGES.notInHorizon);
    case "duplicate_week":
      return invalidField("availabilities", RECOMMENDED_MESSAGES.duplicateWeek);
    case "already_boosted":
      return invalidField("availabilities", RECOMMENDED_MESSAGES.alreadyBoosted);
    case "membership_inactive":
      return businessRefusal(1010, refusal.numbers);
    case "not_enough_coins":
      return businessRefusal(1009, refusal.numbers);
    case "week_full":
      return businessRefusal(1011, refusal.numbers);
  }
}

/**
 * POST /api/listing_boosts/recommended/purchase: one boost per chosen week, all or none (purchase-recommended-
 * service.ts). Another agent's listing is 404, an inactive listing or unavailable weeks 470, membership 1010,
 * coins 1009, a full week 1011; nothing is spent on a refusal.
 */
export const purchaseRecommended: OperationHandler<"purchaseRecommendedBoost"> = async (request, reply) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const body = request.body;
  const now = clock.now();
  const weeks = body.availabilities.map((a) => a.start_date);
  const { db } = request.server.database;
  const bought = await retryLockConflicts(() => purchaseBoosts(db, userId, body.listing_uuid, weeks, now));
  if (!bought.ok) return refusalAnswer(bought);
  return reply.status(201).send({ data: bought.boosts.map((r) => presentBoost(r, now)) });
};
