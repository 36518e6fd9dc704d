import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

export async function listProvinces(db: AppDb) {
  return (await rowsOf<{ id: string; name: string }>(db, sql`SELECT id, name FROM provinces ORDER BY name`));
}

export async function listCities(db: AppDb, provinceId: string) {
  return (await rowsOf<{ id: string; name: string; province_id: string }>(db, 
    sql`SELECT id, name, province_id FROM cities WHERE province_id = ${provinceId} ORDER BY name`,
  ));
}

export async function listAreas(db: AppDb, cityId: string) {
  return (await rowsOf<{ id: string; name: string; city_id: string }>(db, 
    sql`SELECT id, name, city_id FROM districts WHERE city_id = ${cityId} ORDER BY name`,
  ));
}

export async function listVillages(db: AppDb, districtId: string) {
  return (await rowsOf<{ id: string; name: string; district_id: string }>(db, 
    sql`SELECT id, name, district_id FROM villages WHERE district_id = ${districtId} ORDER BY name`,
  ));
}

export type AreaSearchRow = {
  id: string; name: string; city_id: string; city_name: string; province_id: string; province_name: string;
};

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Districts whose name contains the query (trigram index); names that start with it first. */
export async function searchAreas(db: AppDb, query: string, limit: number): Promise<AreaSearchRow[]> {
  const q = query.trim().toLowerCase();
  const where = q ? sql`WHERE lower(d.name) LIKE ${"%" + escapeLike(q) + "%"}` : sql``;
  const rank = q ? sql`(lower(d.name) LIKE ${escapeLike(q) + "%"}) DESC,` : sql``;
  return (await rowsOf<AreaSearchRow>(db, sql`
    SELECT d.id, d.name, c.id AS city_id, c.name AS city_name, p.id AS province_id, p.name AS province_name
    FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
    ${where}
    ORDER BY ${rank} d.name, c.name
    LIMIT ${limit}`));
}
