import { and, count, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { uploadedPhotos } from "../../platform/db/schema.js";
import { PHOTO_PURPOSES } from "./file-keys.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export const PhotoRow = v.object({
  uuid: v.string(),
  owner_user_id: v.number(),
  purpose: v.picklist(PHOTO_PURPOSES),
  widths: v.array(v.number()),
});
export type PhotoRow = v.InferOutput<typeof PhotoRow>;

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
  const rows = await rowsOf(
    db,
    v.object({ uuid: v.string() }),
    sql`
    UPDATE uploaded_photos SET form_key = CASE WHEN form_key = ${formKey}::uuid THEN NULL ELSE form_key END
    WHERE uuid = ${uuid}::uuid AND owner_user_id = ${ownerId} AND purpose = 'listing'
    RETURNING uuid::text AS uuid`,
  );
  return rows.length > 0;
}

/** The photo only when it belongs to ownerId: another agent's photo looks exactly like a missing one. */
export async function findOwnPhoto(db: AppDb, uuid: string, ownerId: number): Promise<PhotoRow | undefined> {
  const rows = await rowsOf(
    db,
    PhotoRow,
    sql`
    SELECT uuid::text AS uuid, owner_user_id, purpose, widths FROM uploaded_photos
    WHERE uuid = ${uuid} AND owner_user_id = ${ownerId}`,
  );
  return rows[0];
}

/**
 * Serializes, until tx ends, everything that changes which photos an owner holds: uploads (counted against the
 * form key's ceiling and the unused-photo cap) and the listing save's re-keying (ADR 0014, ADR 0022). One lock
 * per owner, in the two-integer advisory space (owner, 1), which the single-key locks of migrations never meet.
 */
export async function lockOwnerPhotos(tx: AppDb, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ownerId}::int, 1)`);
}

/** How many photos the owner holds under the listing form's key. */
export async function countFormKeyPhotos(db: AppDb, ownerId: number, formKey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploadedPhotos)
    .where(and(eq(uploadedPhotos.ownerUserId, ownerId), eq(uploadedPhotos.formKey, formKey)));
  return row!.n;
}

/**
 * An upload nothing uses (`u` is uploaded_photos): on no listing, and not the owner's KTP or NPWP on the profile.
 * Such uploads count against the owner's cap while they are recent, and are reclaimed once they are not (ADR 0022).
 */
export const UNUSED_PHOTO = sql`NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.photo_uuid = u.uuid)
  AND NOT EXISTS (SELECT 1 FROM agent_profiles a
    WHERE a.user_id = u.owner_user_id AND u.uuid IN (a.ktp_photo_uuid, a.npwp_photo_uuid))`;

/** How many unused uploads the owner made in the last `hours`. */
export async function countRecentUnusedPhotos(db: AppDb, ownerId: number, hours: number): Promise<number> {
  const [held] = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
    SELECT count(*)::int AS n FROM uploaded_photos u
    WHERE u.owner_user_id = ${ownerId} AND u.created_at > ${sqlNow()} - make_interval(hours => ${hours}::int)
      AND ${UNUSED_PHOTO}`,
  );
  return held!.n;
}
