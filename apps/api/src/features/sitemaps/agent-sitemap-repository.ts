import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicListing } from "../marketplace/index.js";
import { isPublicAgent } from "../profile/index.js";

/** The highest id of an agent with a public listing (null without any). */
export async function maxListedAgentId(db: AppDb): Promise<number | null> {
  const [row] = await rowsOf(
    db,
    v.object({ max_id: v.nullable(v.number()) }),
    sql`SELECT max(l.user_id) AS max_id FROM listings l WHERE ${isPublicListing()}`,
  );
  return row?.max_id ?? null;
}

/** Public agents with ids in (fromId, toId] and a public listing, in id order, with their newest listing's time. */
export function listedAgents(db: AppDb, fromId: number, toId: number) {
  return rowsOf(
    db,
    v.object({ id: v.number(), updated_at: v.string() }),
    sql`
    SELECT u.id, max(l.posted_at)::text AS updated_at
    FROM listings l JOIN users u ON u.id = l.user_id
    WHERE l.user_id > ${fromId} AND l.user_id <= ${toId} AND ${isPublicListing()} AND ${isPublicAgent}
    GROUP BY u.id
    ORDER BY u.id`,
  );
}
