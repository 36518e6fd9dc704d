import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";

type Option = { id: number; name: string };

/** GET /api/search/filters: the reference rows the public search form offers, in the listing form's order. */
export const getSearchFilters: OperationHandler<"getSearchFilters"> = async (request, reply) => {
  const db = request.server.database.db;
  const [propertyTypes, certificates, furnishingStatuses] = await Promise.all([
    rowsOf<Option>(db, sql`SELECT id, name FROM property_types ORDER BY sort_order, id`),
    rowsOf<Option>(db, sql`SELECT id, name FROM certificates ORDER BY id`),
    rowsOf<Option>(db, sql`SELECT id, name FROM furnishing_statuses ORDER BY id`),
  ]);
  // Reference data changes with a deploy or a seed, not per visitor: caches may keep it for a while.
  reply.header("cache-control", "public, max-age=300");
  return { data: { property_types: propertyTypes, certificates, furnishing_statuses: furnishingStatuses } };
};
