import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { placeSlugs } from "./place-slug-rules.js";

const RegionRow = v.object({ id: v.string(), name: v.string(), parent_id: v.string() });

/**
 * Gives every province, city and district its current slug (placeSlugs) and keeps the slugs they had before as
 * history (is_current false), which the landing pages answer with a 301. A slug another place now needs moves to
 * it. One transaction; idempotent (run by the seed after the regions). Returns how many slugs it wrote.
 */
export async function refreshPlaceSlugs(db: AppDb): Promise<number> {
  const [provinces, cities, districts] = await Promise.all([
    rowsOf(db, RegionRow, sql`SELECT id, name, '' AS parent_id FROM provinces`),
    rowsOf(db, RegionRow, sql`SELECT id, name, province_id AS parent_id FROM cities`),
    rowsOf(db, RegionRow, sql`SELECT id, name, city_id AS parent_id FROM districts`),
  ]);
  const slugs = placeSlugs(
    provinces,
    cities.map((c) => ({ ...c, provinceId: c.parent_id })),
    districts.map((d) => ({ ...d, cityId: d.parent_id })),
  );
  const json = JSON.stringify(slugs);
  const wanted = sql`SELECT * FROM json_to_recordset(${json}::json) AS w(type text, id text, slug text)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE place_slugs s SET is_current = false
      WHERE s.is_current AND NOT EXISTS (
        SELECT 1 FROM (${wanted}) w WHERE w.slug = s.slug AND w.type = s.place_type AND w.id = s.place_id)`);
    const written = await rowsOf(
      tx,
      v.object({ slug: v.string() }),
      sql`
      INSERT INTO place_slugs (slug, place_type, place_id, is_current)
      SELECT slug, type, id, true FROM (${wanted}) w
      ON CONFLICT (slug) DO UPDATE SET place_type = excluded.place_type, place_id = excluded.place_id, is_current = true
      WHERE place_slugs.place_type <> excluded.place_type OR place_slugs.place_id <> excluded.place_id
        OR NOT place_slugs.is_current
      RETURNING slug`,
    );
    return written.length;
  });
}
