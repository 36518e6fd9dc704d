import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { findLocations, findLocationsAlike } from "./location-repository.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

const MAX_SUGGESTIONS = 10;
/** Closest names offered for a place the box does not know: a few, not a page of guesses. */
const MAX_CLOSE = 5;

/**
 * GET /api/search/locations?query=: provinces, cities, areas and their everyday names (place_aliases) whose name
 * contains the query, best first (`match: name`); when none does, the names alike enough to be a typo
 * (`typo`); when none is, the closest few (`close`), which the search offers but never picks
 * (docs/product/regions.md). Fewer than two letters suggest nothing.
 */
export const searchLocations: OperationHandler<"searchLocations"> = async (request) => {
  const term = request.query.query.trim().toLocaleLowerCase("id");
  if (term.length < 2) return { data: [] };
  const db = publicReadDb(request);
  const found = await findLocations(db, term, MAX_SUGGESTIONS);
  if (found.length > 0) return { data: found };
  const typos = await findLocationsAlike(db, term, "typo", MAX_SUGGESTIONS);
  return { data: typos.length > 0 ? typos : await findLocationsAlike(db, term, "close", MAX_CLOSE) };
};
