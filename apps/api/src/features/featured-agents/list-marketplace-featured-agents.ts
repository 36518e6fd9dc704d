import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { currentMonth, rotateFeatured, rotationDay } from "@griya/domain/featured-agents";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { agentAvatarUrl } from "../marketplace/marketplace-card.js";
import { isPublicAgent } from "../profile/public-agent.js";
import type { PublicFiles } from "../files/public-files.js";

type FeaturedRow = {
  id: number;
  name: string;
  avatar_path: string | null;
  office_id: number | null;
  office_name: string | null;
};

/** The featured agents of an area in `now`'s month (WIB), in the day's rotation (ADR 0033). */
async function featuredAgentsOf(db: AppDb, files: PublicFiles, areaId: string, now: Date) {
  const { year, month } = currentMonth(now);
  const rows = await rowsOf<FeaturedRow>(
    db,
    sql`
    SELECT u.id, u.name, u.avatar_path, o.id AS office_id, o.name AS office_name
    FROM featured_agent_slots s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN agent_offices o ON o.id = u.agent_office_id
    WHERE s.district_id = ${areaId} AND s.year = ${year} AND s.month = ${month} AND ${isPublicAgent}
    ORDER BY s.created_at, s.id`,
  );
  return rotateFeatured(rows, rotationDay(now)).map((r) => ({
    id: r.id,
    name: r.name,
    avatar_url: agentAvatarUrl(files, r.avatar_path),
    agent_office: r.office_id === null ? null : { id: r.office_id, name: r.office_name! },
    profile_url: `/agen/${r.id}`,
  }));
}

/** GET /api/search/featured_agents?area_id: public, beside the search results of the area. */
export const listMarketplaceFeaturedAgents: OperationHandler<"listMarketplaceFeaturedAgents"> = async (request) => {
  const { area_id: areaId } = request.query;
  return { data: await featuredAgentsOf(request.server.database.db, request.server.publicFiles, areaId, new Date()) };
};
