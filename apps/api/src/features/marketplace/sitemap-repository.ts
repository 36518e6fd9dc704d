import { sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicListing } from "./public-listing-repository.js";

/** The highest id of a public listing (null without any). */
export async function maxPublicListingId(db: AppDb): Promise<number | null> {
  const [row] = await rowsOf<{ max_id: number | null }>(
    db,
    sql`
    SELECT max(l.id) AS max_id FROM listings l WHERE ${isPublicListing}`,
  );
  return row?.max_id ?? null;
}

export type SitemapRow = { uuid: string; updated_at: Date | string };

/** The public listings with ids in (fromId, toId], in id order, with their last change. */
export function sitemapRows(db: AppDb, fromId: number, toId: number): Promise<SitemapRow[]> {
  return rowsOf<SitemapRow>(
    db,
    sql`
    SELECT l.uuid::text AS uuid, greatest(l.updated_at, l.posted_at) AS updated_at
    FROM listings l
    WHERE l.id > ${fromId} AND l.id <= ${toId} AND ${isPublicListing}
    ORDER BY l.id`,
  );
}
