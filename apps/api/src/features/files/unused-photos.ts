import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { UNUSED_PHOTOS_MAX, UNUSED_PHOTO_HOURS } from "./upload-limits.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";

/**
 * An upload nothing uses (`u` is uploaded_photos): on no listing, and not the owner's KTP or NPWP on the profile.
 * Such uploads count against the owner's cap while they are recent, and are reclaimed once they are not (ADR 0022).
 */
export const UNUSED_PHOTO = sql`NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.photo_uuid = u.uuid)
  AND NOT EXISTS (SELECT 1 FROM agent_profiles a
    WHERE a.user_id = u.owner_user_id AND u.uuid IN (a.ktp_photo_uuid, a.npwp_photo_uuid))`;

/**
 * Refuses (470 on photo) an upload when the owner already holds UNUSED_PHOTOS_MAX unused uploads from the last
 * UNUSED_PHOTO_HOURS hours, whatever their form key. The caller holds lockOwnerPhotos, so racing uploads count
 * one after another.
 */
export async function refuseWhenTooManyUnused(tx: AppDb, ownerId: number): Promise<void> {
  const [held] = await rowsOf<{ n: number }>(
    tx,
    sql`
    SELECT count(*)::int AS n FROM uploaded_photos u
    WHERE u.owner_user_id = ${ownerId} AND u.created_at > now() - make_interval(hours => ${UNUSED_PHOTO_HOURS}::int)
      AND ${UNUSED_PHOTO}`,
  );
  if (held!.n >= UNUSED_PHOTOS_MAX)
    throw validationFailed({ photo: [UPLOAD_MESSAGES.tooManyUnused(UNUSED_PHOTOS_MAX, UNUSED_PHOTO_HOURS)] });
}
