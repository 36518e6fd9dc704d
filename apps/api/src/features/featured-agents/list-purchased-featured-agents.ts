import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { FEATURED_AGENT_PAGE_SIZE } from "@griya/domain/constants";
import { authOf } from "../../kernels/auth/authenticate.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { keywordOf } from "../coins/index.js";
import { findPurchasedSlots } from "./featured-agent-repository.js";
import { presentSlot } from "./featured-slots.js";

/** GET /api/featured_agents/purchased?page,area,per_page: the agent's own slots, newest month first. */
export const listPurchasedFeaturedAgents: OperationHandler<"listPurchasedFeaturedAgents"> = async (request) => {
  const { userId } = authOf(request);
  const { page, area, per_page: perPage = FEATURED_AGENT_PAGE_SIZE } = request.query;
  const paging = pagingOf(page, perPage);
  const { total, rows } = await findPurchasedSlots(request.server.database.db, userId, keywordOf(area), paging);
  return {
    data: rows.map(presentSlot),
    meta: pageMeta(paging, total),
  };
};
