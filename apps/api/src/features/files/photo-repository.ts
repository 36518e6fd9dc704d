import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import type { PhotoPurpose } from "./file-keys.js";

export type PhotoRow = { uuid: string; owner_user_id: number; purpose: PhotoPurpose; widths: number[] };

/** form_key: the listing form the photo counts for (ADR 0014); absent or null counts for none. */
export async function insertPhoto(db: AppDb, row: PhotoRow & { form_key?: string | null }): Promise<void> {
  await db.execute(sql`INSERT INTO uploaded_photos (uuid, owner_user_id, purpose, widths, form_key)
    VALUES (${row.uuid}, ${row.owner_user_id}, ${row.purpose}, ${`{${row.widths.join(",")}}`}::int[], ${row.form_key ?? null}::uuid)`);
}

/**
 * The owner's listing photo stops counting under formKey (a key it is not held by stays as it is). False when
 * the owner has no such listing photo: another agent's photo or a document looks exactly like a missing one.
 */
export async function releaseFormKey(db: AppDb, uuid: string, ownerId: number, formKey: string): Promise<boolean> {
  const rows = await rowsOf<{ uuid: string }>(
    db,
    sql`
    UPDATE uploaded_photos SET form_key = CASE WHEN form_key = ${formKey}::uuid THEN NULL ELSE form_key END
    WHERE uuid = ${uuid}::uuid AND owner_user_id = ${ownerId} AND purpose = 'listing'
    RETURNING uuid::text AS uuid`,
  );
  return rows.length > 0;
}

/** The photo only when it belongs to ownerId: another agent's photo looks exactly like a missing one. */
export async function findOwnPhoto(db: AppDb, uuid: string, ownerId: number): Promise<PhotoRow | undefined> {
  const rows = await rowsOf<PhotoRow>(
    db,
    sql`
    SELECT uuid::text AS uuid, owner_user_id, purpose, widths FROM uploaded_photos
    WHERE uuid = ${uuid} AND owner_user_id = ${ownerId}`,
  );
  return rows[0];
}
