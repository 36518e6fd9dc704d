import { sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import type { PhotoPurpose } from "./file-keys.js";
import { UNUSED_PHOTO } from "./photo-repository.js";

export type UnusedPhoto = { uuid: string; purpose: PhotoPurpose; widths: number[] };

/** Up to `limit` uploads older than `before` that nothing uses, oldest first, skipping rows another transaction holds. */
export function claimUnusedPhotos(tx: AppDb, before: Date, limit: number): Promise<UnusedPhoto[]> {
  return rowsOf<UnusedPhoto>(
    tx,
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
