import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { FEATURED_AGENT_PAGE_SIZE } from "@griya/domain/constants";
import { authOf } from "../../kernels/auth/authenticate.js";
import { keywordOf } from "../coins/index.js";
import { findPurchasedSlots } from "./featured-agent-repository.js";
import { presentSlot } from "./featured-slots.js";

/** GET /api/featured_agents/purchased?page,area,per_page: the agent's own slots, newest month first. */
export const listPurchasedFeaturedAgents: OperationHandler<"listPurchasedFeaturedAgents"> = async (request) => {
  const { userId } = authOf(request);
  const { page = 1, area, per_page: perPage = FEATURED_AGENT_PAGE_SIZE } = request.query;
  const offset = (Math.min(page, 1_000_000) - 1) * perPage;
  const { total, rows } = await findPurchasedSlots(request.server.database.db, userId, keywordOf(area), {
    limit: perPage,
    offset,
  });
  return {
    data: rows.map(presentSlot),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
