import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";

/**
 * A listing inserted straight into the tables (the form API is built separately): a complete SELL house (every
 * field its field rules require, in the first area) with `photos` photos (the first primary), in `status` (ACTIVE
 * ones get activation dates).
 */
export async function insertListing(
  db: AppDb,
  userId: number,
  options: { status?: "DRAFT" | "ACTIVE" | "INACTIVE"; photos?: number; titleSuffix?: string; price?: number } = {},
): Promise<{ id: number; uuid: string; listing_number: string }> {
  const status = options.status ?? "DRAFT";
  const dates = status === "ACTIVE" ? sql`now(), now(), now() + interval '120 days'` : sql`NULL, NULL, NULL`;
  const [row] = await rowsOf(
    db,
    v.object({ id: v.number(), uuid: v.string(), listing_number: v.string() }),
    sql`
    INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, description, price,
      bedroom, bathroom, land_size, building_size, address, province_id, city_id, area_id, activated_at, posted_at,
      expires_at)
    SELECT ${`T${nextval()}`}, ${userId}, ${status}, 'S', (SELECT id FROM property_types WHERE code = 'HOUSE'),
      ${options.titleSuffix ?? "Rumah Uji Coba"}, 'Rumah uji dua lantai, dekat stasiun dan pasar, siap huni.',
      ${options.price ?? 1_000_000_000}, 3, 2, 120, 90, 'Jl. Uji No. 1', c.province_id, c.id, d.id, ${dates}
    FROM (SELECT id, city_id FROM districts ORDER BY id LIMIT 1) d JOIN cities c ON c.id = d.city_id
    RETURNING id, uuid::text AS uuid, listing_number`,
  );
  for (let i = 0; i < (options.photos ?? 1); i++) {
    const [photo] = await rowsOf(
      db,
      v.object({ uuid: v.string() }),
      sql`
      INSERT INTO uploaded_photos (owner_user_id, purpose, widths) VALUES (${userId}, 'listing', '{320,640}')
      RETURNING uuid::text AS uuid`,
    );
    await db.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
      VALUES (${row!.id}, ${photo!.uuid}::uuid, ${i}, ${i === 0})`);
  }
  return row!;
}

let counter = randomInt(1_000_000, 9_000_000);
const nextval = () => String(counter++);
