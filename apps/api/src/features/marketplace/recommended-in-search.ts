import { sql, type SQL } from "drizzle-orm";
import { mondayOf, RECOMMENDED_CAPACITY, todayInWib } from "@griya/domain/recommended-slots";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { isPublicListing } from "./public-listing.js";
import { searchConditions, type SearchQuery } from "./search-filters.js";

/**
 * The listings of this week's Recommended boosts that head a search (ADR 0032): only a search of one area
 * (area_id), only listings that match every filter of the search (so a type filter must be theirs), oldest
 * purchase first, at most the slot capacity (and never more than a page). An index walk of the area's boosts of
 * the week (recommended_boosts_area_week_idx), a handful of rows.
 */
export async function recommendedListingIds(
  db: AppDb,
  query: SearchQuery,
  perPage: number,
  now: Date,
): Promise<number[]> {
  if (!query.area_id) return [];
  const where = sql.join([isPublicListing, ...searchConditions(query)], sql` AND `);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    SELECT l.id FROM recommended_boosts b JOIN listings l ON l.id = b.listing_id
    WHERE b.area_id = ${query.area_id} AND b.start_date = ${mondayOf(todayInWib(now))}::date AND ${where}
    ORDER BY b.id LIMIT ${Math.min(RECOMMENDED_CAPACITY, perPage)}`,
  );
  return rows.map((r) => r.id);
}

/** A Postgres int[] literal of the ids, for `= ANY`, `<> ALL` and array_position. */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(",")}}`}::int[]`;
