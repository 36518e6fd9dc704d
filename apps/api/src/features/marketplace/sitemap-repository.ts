import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicListing } from "./public-listing-repository.js";

/** The highest id of a public listing (null without any). */
export async function maxPublicListingId(db: AppDb): Promise<number | null> {
  const [row] = await rowsOf(
    db,
    v.object({ max_id: v.nullable(v.number()) }),
    sql`
    SELECT max(l.id) AS max_id FROM listings l WHERE ${isPublicListing()}`,
  );
  return row?.max_id ?? null;
}

export const SitemapRow = v.object({ uuid: v.string(), updated_at: v.string() });
export type SitemapRow = v.InferOutput<typeof SitemapRow>;

/** The public listings with ids in (fromId, toId], in id order, with their last change. */
export function sitemapRows(db: AppDb, fromId: number, toId: number): Promise<SitemapRow[]> {
  return rowsOf(
    db,
    SitemapRow,
    sql`
    SELECT l.uuid::text AS uuid, greatest(l.updated_at, l.posted_at) AS updated_at
    FROM listings l
    WHERE l.id > ${fromId} AND l.id <= ${toId} AND ${isPublicListing()}
    ORDER BY l.id`,
  );
}
