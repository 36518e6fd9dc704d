import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { boostColumns, presentBoost, type BoostRow } from "./present-boost.js";
import { assertRecommendedEnabled } from "./recommended-access.js";

/** GET /api/listing_boosts/recommended/: the agent's boosts, newest week first, 30 a page (SPEC §9). */
export const listRecommended: OperationHandler<"listRecommendedBoosts"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const { page = 1, per_page: perPage = 30 } = request.query;
  const rows = await rowsOf<BoostRow & { total: number }>(
    request.server.database.db,
    sql`
    SELECT c.total, p.* FROM (SELECT count(*)::int AS total FROM recommended_boosts WHERE user_id = ${userId}) c
    LEFT JOIN (
      SELECT ${boostColumns}, b.id AS boost_id
      FROM (SELECT id FROM recommended_boosts WHERE user_id = ${userId}
        ORDER BY start_date DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}) hit
      JOIN recommended_boosts b ON b.id = hit.id
      JOIN listings l ON l.id = b.listing_id
    ) p ON true
    ORDER BY p.start_date DESC, p.boost_id DESC`,
  );
  const total = rows[0]!.total;
  const now = new Date();
  return {
    data: rows.filter((r) => r.uuid !== null).map((r) => presentBoost(r, now)),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
