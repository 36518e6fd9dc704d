import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { presentBoost } from "./present-boost.js";
import { assertRecommendedEnabled } from "../../kernels/settings/feature-flags.js";
import { findOwnBoosts } from "./recommended-repository.js";

/**
 * GET /api/listing_boosts/recommended/: the agent's boosts, newest week first, 30 a page (docs/product/promotion.md).
 */
export const listRecommended: OperationHandler<"listRecommendedBoosts"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const { page = 1, per_page: perPage = 30 } = request.query;
  const { total, rows } = await findOwnBoosts(request.server.database.db, userId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const now = new Date();
  return {
    data: rows.map((r) => presentBoost(r, now)),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
