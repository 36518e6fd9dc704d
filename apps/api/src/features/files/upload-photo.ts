import type { OperationHandler } from "../../openapi/operation-handler.js";
import { randomUUID } from "node:crypto";
import { authOf } from "../../auth/authenticate.js";
import { validationFailed } from "../../http/http-error.js";
import { PHOTO_PURPOSES, photoKey, photoUrl, type PhotoPurpose } from "./file-keys.js";
import { fitVariants } from "./image-variants.js";
import { formKeyOf, refuseWhenFormKeyFull } from "./photo-form-key.js";
import { lockOwnerPhotos } from "./photo-lock.js";
import { insertPhoto } from "./photo-repository.js";
import { readImageUpload } from "./read-image-upload.js";
import { DOCUMENT_PHOTO_WIDTHS, LISTING_PHOTO_WIDTHS, PHOTO_MAX_BYTES } from "./upload-limits.js";
import { UPLOAD_MESSAGES } from "./upload-messages.js";
import { refuseWhenTooManyUnused } from "./unused-photos.js";

function purposeOf(value: string | undefined): PhotoPurpose {
  const purpose = (value ?? "listing").trim().toLowerCase() || "listing";
  if (!(PHOTO_PURPOSES as readonly string[]).includes(purpose))
    throw validationFailed({ purpose: [UPLOAD_MESSAGES.purpose] });
  return purpose as PhotoPurpose;
}

/**
 * POST /api/file_content/upload_photo: a listing photo (public variants) or a KTP/NPWP photo (private). A listing
 * photo sent with a form_key is refused once the owner holds 15 photos under that key (ADR 0014); any upload is
 * refused once the owner holds 60 recent uploads nothing uses (ADR 0022).
 */
export const uploadPhoto: OperationHandler<"uploadPhoto"> = async (request, reply) => {
  const { userId } = authOf(request);
  const upload = await readImageUpload(request, { field: "photo", label: "Foto", maxBytes: PHOTO_MAX_BYTES });
  const purpose = purposeOf(upload.fields.purpose);
  const formKey = purpose === "listing" ? formKeyOf(upload.fields.form_key) : null;
  const widths = purpose === "listing" ? LISTING_PHOTO_WIDTHS : DOCUMENT_PHOTO_WIDTHS;
  const variants = await fitVariants(upload.buffer, widths, "photo");
  const uuid = randomUUID();
  const { storage, database } = request.server;
  const keys = variants.map((v) => photoKey(uuid, purpose, v.width));
  try {
    // Counts, row and files in one transaction under the owner's lock: a refusal comes before any file is written,
    // and parallel uploads of one agent are admitted one at a time.
    await database.db.transaction(async (tx) => {
      await lockOwnerPhotos(tx, userId);
      if (formKey !== null) await refuseWhenFormKeyFull(tx, userId, formKey);
      await refuseWhenTooManyUnused(tx, userId);
      await insertPhoto(tx, { uuid, owner_user_id: userId, purpose, widths: [...widths], form_key: formKey });
      await Promise.all(variants.map((v, i) => storage.put(keys[i]!, v.webp, "image/webp")));
    });
  } catch (error) {
    // No committed row means nobody can ever reach the files: remove any written rather than leave orphans.
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    throw error;
  }
  const list = variants.map((v) => ({
    width: v.width,
    url: photoUrl(request.server.publicFiles, uuid, purpose, v.width),
  }));
  const main = purpose === "listing" ? (list.find((v) => v.width === 960) ?? list[0]!) : list[0]!;
  return reply.status(201).send({ data: { photo_uuid: uuid, purpose, url: main.url, variants: list } });
};
