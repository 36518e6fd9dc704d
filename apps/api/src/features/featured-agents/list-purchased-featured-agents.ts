import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { FEATURED_AGENT_PAGE_SIZE } from "@griya/domain/constants";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { containsPattern, keywordOf } from "../coins/coin-paging.js";
import { presentSlot, type SlotRow } from "./featured-slots.js";

const AREA_ID = /^\d{2}\.\d{2}\.\d{2}$/;

/** GET /api/featured_agents/purchased?page,area,per_page: the agent's own slots, newest month first. */
export const listPurchasedFeaturedAgents: OperationHandler<"listPurchasedFeaturedAgents"> = async (request) => {
  const { userId } = authOf(request);
  const { page = 1, area, per_page: perPage = FEATURED_AGENT_PAGE_SIZE } = request.query;
  const { db } = request.server.database;
  const keyword = keywordOf(area);
  const filter =
    keyword === undefined
      ? sql`true`
      : AREA_ID.test(keyword)
        ? sql`s.district_id = ${keyword}`
        : sql`d.name ILIKE ${containsPattern(keyword)}`;
  const offset = (Math.min(page, 1_000_000) - 1) * perPage;
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM featured_agent_slots s JOIN districts d ON d.id = s.district_id
    WHERE s.user_id = ${userId} AND ${filter}`,
  );
  const rows = await rowsOf<SlotRow>(
    db,
    sql`
    SELECT s.uuid::text AS uuid, s.district_id AS area_id, d.name AS area, s.year, s.month
    FROM featured_agent_slots s JOIN districts d ON d.id = s.district_id
    WHERE s.user_id = ${userId} AND ${filter}
    ORDER BY s.year DESC, s.month DESC, d.name, s.id
    LIMIT ${perPage} OFFSET ${offset}`,
  );
  return {
    data: rows.map(presentSlot),
    meta: {
      current_page: page,
      per_page: perPage,
      total: count!.n,
      last_page: Math.max(1, Math.ceil(count!.n / perPage)),
    },
  };
};
