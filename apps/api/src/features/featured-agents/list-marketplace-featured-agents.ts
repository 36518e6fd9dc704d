import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { currentMonth, rotateFeatured, rotationDay } from "@griya/domain/featured-agents";
import type { AppDb } from "../../platform/db/client.js";
import { agentAvatarUrl } from "../marketplace/index.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { featuredAgentRows } from "./featured-agent-repository.js";
import { clock } from "../../platform/clock.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/** The featured agents of an area in `now`'s month (WIB), in the day's rotation (ADR 0033). */
async function featuredAgentsOf(db: AppDb, files: PublicFiles, areaId: string, now: Date) {
  const rows = await featuredAgentRows(db, areaId, currentMonth(now));
  return rotateFeatured(rows, rotationDay(now)).map((r) => ({
    id: r.id,
    name: r.name,
    avatar_url: agentAvatarUrl(files, r.avatar_path),
    agent_office: r.agent_office,
    profile_url: `/agen/${r.id}`,
  }));
}

/** GET /api/search/featured_agents?area_id: public, beside the search results of the area. */
export const listMarketplaceFeaturedAgents: OperationHandler<"listMarketplaceFeaturedAgents"> = async (request) => {
  const { area_id: areaId } = request.query;
  return { data: await featuredAgentsOf(publicReadDb(request), request.server.publicFiles, areaId, clock.now()) };
};
