import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { presentBoost } from "./present-boost.js";
import { assertRecommendedEnabled } from "../../kernels/settings/feature-flags.js";
import { findOwnBoosts } from "./recommended-repository.js";
import { clock } from "../../platform/clock.js";

/**
 * GET /api/listing_boosts/recommended/: the agent's boosts, newest week first, 30 a page (docs/product/promotion.md).
 */
export const listRecommended: OperationHandler<"listRecommendedBoosts"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const { page, per_page: perPage = 30 } = request.query;
  const paging = pagingOf(page, perPage);
  const { total, rows } = await findOwnBoosts(request.server.database.db, userId, paging);
  const now = clock.now();
  return {
    data: rows.map((r) => presentBoost(r, now)),
    meta: pageMeta(paging, total),
  };
};
