import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional `form_key` text field of a listing upload: absent or blank is none, anything else must be a uuid. */
export function formKeyOf(value: string | undefined): string | null {
  const key = value?.trim() ?? "";
  if (key === "") return null;
  if (!UUID.test(key)) throw validationFailed({ form_key: [UPLOAD_MESSAGES.formKey] });
  return key.toLowerCase();
}

/**
 * Serializes everything that changes what (owner, form_key) holds until tx ends: the two-integer advisory lock
 * space never meets the single-key locks of migrations. A hashtext collision only serializes two keys needlessly.
 */
export async function lockFormKey(tx: AppDb, ownerId: number, formKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ownerId}::int, hashtext(${formKey}::uuid::text))`);
}

/** Takes the key's lock, then refuses (470 on photo) when the owner already holds the most photos a listing may have. */
export async function refuseWhenFormKeyFull(tx: AppDb, ownerId: number, formKey: string): Promise<void> {
  await lockFormKey(tx, ownerId, formKey);
  const [held] = await rowsOf<{ n: number }>(tx, sql`
    SELECT count(*)::int AS n FROM uploaded_photos WHERE owner_user_id = ${ownerId} AND form_key = ${formKey}::uuid`);
  if (held!.n >= LISTING_LIMITS.PHOTOS_MAX) throw validationFailed({ photo: [UPLOAD_MESSAGES.tooManyPhotos(LISTING_LIMITS.PHOTOS_MAX)] });
}
