import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import type { AliasLine } from "./place-aliases-file.js";

const AliasRow = v.object({
  name: v.string(),
  target_type: v.picklist(["province", "city", "area", "areas"]),
  target_id: v.nullable(v.string()),
  weight: v.number(),
  district_ids: v.array(v.string()),
});

/** Every alias with its target (the districts of a set), as the file holds them. */
export async function allPlaceAliases(db: AppDb): Promise<AliasLine[]> {
  const rows = await rowsOf(
    db,
    AliasRow,
    sql`
    SELECT a.name, a.target_type, a.target_id, a.weight,
      coalesce((SELECT json_agg(d.district_id ORDER BY d.district_id) FROM place_alias_districts d
        WHERE d.alias_id = a.id), '[]'::json) AS district_ids
    FROM place_aliases a ORDER BY a.id`,
  );
  return rows.map((r) => ({
    name: r.name,
    target:
      r.target_type === "areas" ? { type: "areas", ids: r.district_ids } : { type: r.target_type, id: r.target_id! },
    weight: r.weight,
  }));
}

/** The codes among `codes` that name no province, city or district (a typo in the file). */
export async function unknownPlaceCodes(db: AppDb, codes: string[]): Promise<string[]> {
  const rows = await rowsOf(
    db,
    v.object({ code: v.string() }),
    sql`
    SELECT c.code FROM json_array_elements_text(${JSON.stringify(codes)}::json) AS c (code)
    WHERE NOT EXISTS (SELECT 1 FROM provinces WHERE id = c.code) AND NOT EXISTS (SELECT 1 FROM cities WHERE id = c.code)
      AND NOT EXISTS (SELECT 1 FROM districts WHERE id = c.code)`,
  );
  return rows.map((r) => r.code);
}

/** Replaces every alias with `aliases` in one transaction: the location box sees the old list or the new one. */
export async function replacePlaceAliases(db: AppDb, aliases: AliasLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM place_aliases`);
    for (const alias of aliases) {
      const single = alias.target.type === "areas" ? null : alias.target.id;
      const [row] = await rowsOf(
        tx,
        v.object({ id: v.number() }),
        sql`
        INSERT INTO place_aliases (name, target_type, target_id, weight)
        VALUES (${alias.name}, ${alias.target.type}, ${single}, ${alias.weight}) RETURNING id`,
      );
      if (alias.target.type === "areas") {
        await tx.execute(sql`
          INSERT INTO place_alias_districts (alias_id, district_id)
          SELECT ${row!.id}, code FROM json_array_elements_text(${JSON.stringify(alias.target.ids)}::json) AS c (code)`);
      }
    }
  });
}
