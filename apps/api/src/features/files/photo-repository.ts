import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import type { PhotoPurpose } from "./file-keys.js";

export type PhotoRow = { uuid: string; owner_user_id: number; purpose: PhotoPurpose; widths: number[] };

export async function insertPhoto(db: AppDb, row: PhotoRow): Promise<void> {
  await db.execute(sql`INSERT INTO uploaded_photos (uuid, owner_user_id, purpose, widths)
    VALUES (${row.uuid}, ${row.owner_user_id}, ${row.purpose}, ${`{${row.widths.join(",")}}`}::int[])`);
}

/** The photo only when it belongs to ownerId: another agent's photo looks exactly like a missing one. */
export async function findOwnPhoto(db: AppDb, uuid: string, ownerId: number): Promise<PhotoRow | undefined> {
  const rows = await rowsOf<PhotoRow>(db, sql`
    SELECT uuid::text AS uuid, owner_user_id, purpose, widths FROM uploaded_photos
    WHERE uuid = ${uuid} AND owner_user_id = ${ownerId}`);
  return rows[0];
}
