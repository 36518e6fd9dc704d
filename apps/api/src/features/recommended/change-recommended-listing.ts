import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { invalidField, notFound } from "../../platform/openapi/refusal.js";
import { LISTING_NOT_FOUND } from "../listings/index.js";
import { moveBoost, type MoveBoostResult } from "./change-recommended-service.js";
import { presentBoost } from "./present-boost.js";
import { assertRecommendedEnabled } from "../../kernels/settings/feature-flags.js";
import { RECOMMENDED_MESSAGES } from "./recommended-messages.js";
import { clock } from "../../platform/clock.js";

function refusalAnswer(refusal: Extract<MoveBoostResult, { ok: false }>) {
  switch (refusal.reason) {
    case "boost_not_found":
      return notFound(RECOMMENDED_MESSAGES.boostNotFound);
    case "boost_ended":
      return invalidField("boost_uuid", RECOMMENDED_MESSAGES.boostEnded);
    case "listing_not_found":
      return notFound(LISTING_NOT_FOUND);
    case "not_eligible":
      return invalidField("listing_uuid", RECOMMENDED_MESSAGES.notEligible);
    case "already_boosted":
      return invalidField("listing_uuid", RECOMMENDED_MESSAGES.alreadyBoosted);
  }
}

/**
 * POST /api/listing_boosts/recommended/change_listing: moves a boost that has not ended to another eligible
 * listing (change-recommended-service.ts). Another agent's boost or listing is 404.
 */
export const changeRecommendedListing: OperationHandler<"changeRecommendedBoostListing"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const body = request.body;
  const now = clock.now();
  const moved = await moveBoost(
    request.server.database.db,
    userId,
    { boostUuid: body.boost_uuid, listingUuid: body.listing_uuid },
    now,
  );
  if (!moved.ok) return refusalAnswer(moved);
  return { data: presentBoost(moved.boost, now) };
};
