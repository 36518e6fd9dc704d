import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { coinPrice } from "../listings/index.js";

const AREA_MATCHES = 20;

/** GET /api/featured_agents/cost?query: coins per area and month, and the areas whose name contains `query`. */
export const getFeaturedAgentCost: OperationHandler<"getFeaturedAgentCost"> = async (request) => {
  const { query } = request.query;
  const { db } = request.server.database;
  const text = query?.trim() ?? "";
  return {
    data: {
      coin_cost: await coinPrice(db, "FEATURED_AGENT"),
      areas: text ? await request.server.areaDirectory.search(text, AREA_MATCHES) : [],
    },
  };
};
