import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { isUuid } from "@griya/domain/uuid";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";

/** The optional `form_key` text field of a listing upload: absent or blank is none, anything else must be a uuid. */
export function formKeyOf(value: string | undefined): string | null {
  const key = value?.trim() ?? "";
  if (key === "") return null;
  if (!isUuid(key)) throw validationFailed({ form_key: [UPLOAD_MESSAGES.formKey] });
  return key.toLowerCase();
}

/**
 * Refuses (470 on photo) when the owner already holds the most photos a listing may have under formKey. The caller
 * holds lockOwnerPhotos, so racing uploads under one key count one after another.
 */
export async function refuseWhenFormKeyFull(tx: AppDb, ownerId: number, formKey: string): Promise<void> {
  const [held] = await rowsOf<{ n: number }>(
    tx,
    sql`
    SELECT count(*)::int AS n FROM uploaded_photos WHERE owner_user_id = ${ownerId} AND form_key = ${formKey}::uuid`,
  );
  if (held!.n >= LISTING_LIMITS.PHOTOS_MAX)
    throw validationFailed({ photo: [UPLOAD_MESSAGES.tooManyPhotos(LISTING_LIMITS.PHOTOS_MAX)] });
}
