import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { findLocations } from "./location-repository.js";

const MAX_SUGGESTIONS = 10;

/**
 * GET /api/search/locations?query=: provinces, cities and areas whose name contains the query, best matches first
 * (findLocations). Fewer than two letters suggest nothing.
 */
export const searchLocations: OperationHandler<"searchLocations"> = async (request) => {
  const term = request.query.query.trim().toLocaleLowerCase("id");
  if (term.length < 2) return { data: [] };
  return { data: await findLocations(request.server.database.db, term, MAX_SUGGESTIONS) };
};
