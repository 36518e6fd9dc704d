import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { readSearchFilters } from "./search-filters-repository.js";

/** GET /api/search/filters: the reference rows the public search form offers, in the listing form's order. */
export const getSearchFilters: OperationHandler<"getSearchFilters"> = async (request, reply) => {
  const { propertyTypes, certificates, furnishingStatuses } = await readSearchFilters(request.server.database.db);
  // Reference data changes with a deploy or a seed, not per visitor: caches may keep it for a while.
  reply.header("cache-control", "public, max-age=300");
  return { data: { property_types: propertyTypes, certificates, furnishing_statuses: furnishingStatuses } };
};
