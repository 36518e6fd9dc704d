import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { PHOTO_PURPOSES } from "./file-keys.js";
import { UNUSED_PHOTO } from "./photo-repository.js";

export const UnusedPhoto = v.object({
  uuid: v.string(),
  purpose: v.picklist(PHOTO_PURPOSES),
  widths: v.array(v.number()),
});
export type UnusedPhoto = v.InferOutput<typeof UnusedPhoto>;

/** Up to `limit` uploads older than `before` that nothing uses, oldest first, skipping rows another transaction holds. */
export function claimUnusedPhotos(tx: AppDb, before: Date, limit: number): Promise<UnusedPhoto[]> {
  return rowsOf(
    tx,
    UnusedPhoto,
    sql`
      SELECT u.uuid::text AS uuid, u.purpose, u.widths FROM uploaded_photos u
      WHERE u.created_at < ${before} AND ${UNUSED_PHOTO}
      ORDER BY u.created_at
      LIMIT ${limit}
      FOR UPDATE OF u SKIP LOCKED`,
  );
}

export async function deleteUploadedPhotos(tx: AppDb, uuids: readonly string[]): Promise<void> {
  await tx.execute(sql`
      DELETE FROM uploaded_photos WHERE uuid IN (SELECT x::uuid FROM json_array_elements_text(${JSON.stringify(uuids)}::json) j(x))`);
}
