import type { OperationHandler } from "../../openapi/operation-handler.js";
import { authOf } from "../../auth/authenticate.js";
import { pageMeta, pagingOf } from "../../http/page-meta.js";
import { presentBoost } from "./present-boost.js";
import { assertRecommendedEnabled } from "./recommended-access.js";
import { findOwnBoosts } from "./recommended-repository.js";

/** GET /api/listing_boosts/recommended/: the agent's boosts, newest week first, 30 a page (SPEC §9). */
export const listRecommended: OperationHandler<"listRecommendedBoosts"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const { page, per_page: perPage = 30 } = request.query;
  const paging = pagingOf(page, perPage);
  const { total, rows } = await findOwnBoosts(request.server.database.db, userId, paging);
  const now = new Date();
  return {
    data: rows.map((r) => presentBoost(r, now)),
    meta: pageMeta(paging, total),
  };
};
