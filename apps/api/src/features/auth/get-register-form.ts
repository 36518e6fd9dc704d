import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";

/** Agent types, every city with its province (area specialities) and agent offices. */
export const getRegisterForm: OperationHandler<"getRegisterForm"> = async (request) => {
  const { db } = request.server.database;
  const [agentTypes, cities, agentOffices] = await Promise.all([
    rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM agent_types ORDER BY sort_order, id`),
    rowsOf<{ id: string; name: string; province_id: string; province_name: string }>(db, sql`
      SELECT c.id, c.name, c.province_id, p.name AS province_name
      FROM cities c JOIN provinces p ON p.id = c.province_id
      ORDER BY p.name, c.name`),
    rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM agent_offices ORDER BY name`),
  ]);
  return { data: { agent_types: agentTypes, cities, agent_offices: agentOffices } };
};
