import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicListing } from "./public-listing-repository.js";

const PopularCityRow = v.object({ id: v.string(), name: v.string(), count: v.number() });
const PopularAreaRow = v.object({ ...PopularCityRow.entries, city_name: v.string() });
export type PopularCityRow = v.InferOutput<typeof PopularCityRow>;
export type PopularAreaRow = v.InferOutput<typeof PopularAreaRow>;

// Both counts group the public listings by a location column whose public index (city_id or area_id first, the
// visibility columns included, migration 0028) the planner reads alone: no listing row is visited, and only the
// few winners are joined to their names. Still every public listing is counted, so the answer is kept in
// memory (PopularPlacesMemory) rather than counted per page view.

/** The `limit` cities with the most public listings, most first (ties in code order). */
export function popularCities(db: AppDb, limit: number, at: Date): Promise<PopularCityRow[]> {
  return rowsOf(
    db,
    PopularCityRow,
    sql`
    SELECT c.id, c.name, top.count
    FROM (
      SELECT l.city_id, count(*)::int AS count FROM listings l WHERE ${isPublicListing(at)}
      GROUP BY l.city_id ORDER BY count DESC, l.city_id LIMIT ${limit}
    ) top
    JOIN cities c ON c.id = top.city_id
    ORDER BY top.count DESC, c.id`,
  );
}

/** The `limit` areas (districts) with the most public listings, most first (ties in code order), with their city. */
export function popularAreas(db: AppDb, limit: number, at: Date): Promise<PopularAreaRow[]> {
  return rowsOf(
    db,
    PopularAreaRow,
    sql`
    SELECT d.id, d.name, c.name AS city_name, top.count
    FROM (
      SELECT l.area_id, count(*)::int AS count FROM listings l WHERE ${isPublicListing(at)}
      GROUP BY l.area_id ORDER BY count DESC, l.area_id LIMIT ${limit}
    ) top
    JOIN districts d ON d.id = top.area_id
    JOIN cities c ON c.id = d.city_id
    ORDER BY top.count DESC, d.id`,
  );
}
