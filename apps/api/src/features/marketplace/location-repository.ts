import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export const LocationRow = v.object({
  type: v.picklist(["province", "city", "area"]),
  id: v.string(),
  name: v.string(),
  label: v.string(),
});
export type LocationRow = v.InferOutput<typeof LocationRow>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Provinces, cities and areas whose name contains `term` (lower-case), names that start with it first (a city also
 * by its name without "Kota"/"Kabupaten"), then provinces, cities, areas. Districts are found through their
 * trigram index (0001); provinces and cities are a few hundred rows.
 */
export function findLocations(db: AppDb, term: string, limit: number): Promise<LocationRow[]> {
  const contains = `%${likeEscape(term)}%`;
  const starts = `${likeEscape(term)}%`;
  const bare = (column: string) =>
    sql.raw(`lower(regexp_replace(${column}, '^(Kota Administrasi|Kabupaten Administrasi|Kota|Kabupaten) ', ''))`);
  return rowsOf(
    db,
    LocationRow,
    sql`
    SELECT type, id, name, label FROM (
      SELECT 'province' AS type, 1 AS level, p.id, p.name, p.name AS label, lower(p.name) LIKE ${starts} AS prefix
      FROM provinces p WHERE lower(p.name) LIKE ${contains}
      UNION ALL
      SELECT 'city', 2, c.id, c.name, c.name || ', ' || p.name,
        lower(c.name) LIKE ${starts} OR ${bare("c.name")} LIKE ${starts}
      FROM cities c JOIN provinces p ON p.id = c.province_id WHERE lower(c.name) LIKE ${contains}
      UNION ALL
      SELECT 'area', 3, d.id, d.name, d.name || ', ' || c.name || ', ' || p.name, lower(d.name) LIKE ${starts}
      FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
      WHERE lower(d.name) LIKE ${contains}
    ) found
    ORDER BY prefix DESC, level, name, id
    LIMIT ${limit}`,
  );
}
