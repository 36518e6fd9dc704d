import { sql } from "drizzle-orm";
import { getDistricts, getProvinces, getRegencies, getVillages } from "idn-area-data";
import * as v from "valibot";
import type { AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";

const CHUNK = 5000;

async function insertChunks(db: AppDb, table: string, parentColumn: string | null, rows: Record<string, string>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    const cols = parentColumn ? `id, ${parentColumn}, name` : "id, name";
    const types = parentColumn ? `id text, ${parentColumn} text, name text` : "id text, name text";
    await db.execute(
      sql
        .raw(`INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_to_recordset(`)
        .append(sql`${json}::json`)
        .append(sql.raw(`) AS r(${types}) ON CONFLICT (id) DO NOTHING`)),
    );
  }
}

/** Every province, city/regency, district and village of Indonesia from idn-area-data (idempotent). */
export async function seedRegions(db: AppDb): Promise<void> {
  const existing = await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM villages`);
  const villages = await getVillages();
  if ((existing[0]?.n ?? 0) >= villages.length) return;
  const provinces = await getProvinces();
  const regencies = await getRegencies();
  const districts = await getDistricts();
  await insertChunks(
    db,
    "provinces",
    null,
    provinces.map((p) => ({ id: p.code, name: p.name })),
  );
  await insertChunks(
    db,
    "cities",
    "province_id",
    regencies.map((r) => ({ id: r.code, province_id: r.province_code, name: r.name })),
  );
  await insertChunks(
    db,
    "districts",
    "city_id",
    districts.map((d) => ({ id: d.code, city_id: d.regency_code, name: d.name })),
  );
  await insertChunks(
    db,
    "villages",
    "district_id",
    villages.map((v) => ({ id: v.code, district_id: v.district_code, name: v.name })),
  );
  // Fresh statistics so the planner sees ~84k villages, not an empty table.
  await db.execute(sql`ANALYZE provinces, cities, districts, villages`);
}
