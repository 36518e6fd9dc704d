import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export async function listProvinces(db: AppDb) {
  return await rowsOf(
    db,
    v.object({ id: v.string(), name: v.string() }),
    sql`SELECT id, name FROM provinces ORDER BY name`,
  );
}

export async function listCities(db: AppDb, provinceId: string) {
  return await rowsOf(
    db,
    v.object({ id: v.string(), name: v.string(), province_id: v.string() }),
    sql`SELECT id, name, province_id FROM cities WHERE province_id = ${provinceId} ORDER BY name`,
  );
}

export async function listAreas(db: AppDb, cityId: string) {
  return await rowsOf(
    db,
    v.object({ id: v.string(), name: v.string(), city_id: v.string() }),
    sql`SELECT id, name, city_id FROM districts WHERE city_id = ${cityId} ORDER BY name`,
  );
}

export async function listVillages(db: AppDb, districtId: string) {
  return await rowsOf(
    db,
    v.object({ id: v.string(), name: v.string(), district_id: v.string() }),
    sql`SELECT id, name, district_id FROM villages WHERE district_id = ${districtId} ORDER BY name`,
  );
}

export const AreaSearchRow = v.object({
  id: v.string(),
  name: v.string(),
  city_id: v.string(),
  city_name: v.string(),
  province_id: v.string(),
  province_name: v.string(),
});
export type AreaSearchRow = v.InferOutput<typeof AreaSearchRow>;

/**
 * Every district with its city and province, in the order the search shows them (by name, then city name, in the
 * database's collation), with the lower-cased name the search matches: the area directory's data.
 */
export async function listAreasForSearch(db: AppDb): Promise<(AreaSearchRow & { search_name: string })[]> {
  return rowsOf(
    db,
    v.object({ ...AreaSearchRow.entries, search_name: v.string() }),
    sql`
    SELECT d.id, d.name, c.id AS city_id, c.name AS city_name, p.id AS province_id, p.name AS province_name,
      lower(d.name) AS search_name
    FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
    ORDER BY d.name, c.name`,
  );
}
