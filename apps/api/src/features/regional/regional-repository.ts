import { sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export async function listProvinces(db: AppDb) {
  return await rowsOf<{ id: string; name: string }>(db, sql`SELECT id, name FROM provinces ORDER BY name`);
}

export async function listCities(db: AppDb, provinceId: string) {
  return await rowsOf<{ id: string; name: string; province_id: string }>(
    db,
    sql`SELECT id, name, province_id FROM cities WHERE province_id = ${provinceId} ORDER BY name`,
  );
}

export async function listAreas(db: AppDb, cityId: string) {
  return await rowsOf<{ id: string; name: string; city_id: string }>(
    db,
    sql`SELECT id, name, city_id FROM districts WHERE city_id = ${cityId} ORDER BY name`,
  );
}

export async function listVillages(db: AppDb, districtId: string) {
  return await rowsOf<{ id: string; name: string; district_id: string }>(
    db,
    sql`SELECT id, name, district_id FROM villages WHERE district_id = ${districtId} ORDER BY name`,
  );
}

export type AreaSearchRow = {
  id: string;
  name: string;
  city_id: string;
  city_name: string;
  province_id: string;
  province_name: string;
};

/**
 * Every district with its city and province, in the order the search shows them (by name, then city name, in the
 * database's collation), with the lower-cased name the search matches: the area directory's data.
 */
export async function listAreasForSearch(db: AppDb): Promise<(AreaSearchRow & { search_name: string })[]> {
  return rowsOf<AreaSearchRow & { search_name: string }>(
    db,
    sql`
    SELECT d.id, d.name, c.id AS city_id, c.name AS city_name, p.id AS province_id, p.name AS province_name,
      lower(d.name) AS search_name
    FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
    ORDER BY d.name, c.name`,
  );
}
