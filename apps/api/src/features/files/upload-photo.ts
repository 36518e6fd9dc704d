import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { randomUUID } from "node:crypto";
import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { authOf } from "../../kernels/auth/authenticate.js";
import { invalidField, Refusal } from "../../platform/openapi/refusal.js";
import { PHOTO_PURPOSES, photoKey, photoUrl, type PhotoPurpose } from "../../kernels/files/file-keys.js";
import { fitVariants, uploadedVariants } from "../../kernels/files/image-variants.js";
import { formKeyOf } from "./photo-form-key.js";
import { readImageUpload } from "../../kernels/files/read-image-upload.js";
import { storePhoto } from "./store-photo.js";
import {
  DOCUMENT_PHOTO_WIDTHS,
  LISTING_PHOTO_WIDTHS,
  PHOTO_MAX_BYTES,
  UNUSED_PHOTO_HOURS,
  UNUSED_PHOTOS_MAX,
} from "../../kernels/files/upload-limits.js";
import { UPLOAD_MESSAGES } from "../../kernels/files/upload-messages.js";

/** The photo's purpose (listing when not given), or undefined for one that does not exist. */
function purposeOf(value: string | undefined): PhotoPurpose | undefined {
  const purpose = (value ?? "listing").trim().toLowerCase() || "listing";
  return (PHOTO_PURPOSES as readonly string[]).includes(purpose) ? (purpose as PhotoPurpose) : undefined;
}

/**
 * POST /api/file_content/upload_photo: a listing photo (public variants) or a KTP/NPWP photo (private). A listing
 * photo sent with a form_key is refused once the owner holds 15 photos under that key (ADR 0014); any upload is
 * refused once the owner holds 60 recent uploads nothing uses (ADR 0022).
 */
export const uploadPhoto: OperationHandler<"uploadPhoto"> = async (request, reply) => {
  const { userId } = authOf(request);
  const upload = await readImageUpload(request, { field: "photo", label: "Foto", maxBytes: PHOTO_MAX_BYTES });
  if (upload instanceof Refusal) return upload;
  const purpose = purposeOf(upload.fields.purpose);
  if (!purpose) return invalidField("purpose", UPLOAD_MESSAGES.purpose);
  const formKey = purpose === "listing" ? formKeyOf(upload.fields.form_key) : null;
  if (formKey === undefined) return invalidField("form_key", UPLOAD_MESSAGES.formKey);
  const widths = purpose === "listing" ? LISTING_PHOTO_WIDTHS : DOCUMENT_PHOTO_WIDTHS;
  const variants = await uploadedVariants("photo", () => fitVariants(upload.buffer, widths));
  if (variants instanceof Refusal) return variants;
  const uuid = randomUUID();
  const stored = await storePhoto(request.server.database.db, request.server.storage, {
    uuid,
    ownerId: userId,
    purpose,
    formKey,
    widths,
    files: variants.map((variant) => ({ key: photoKey(uuid, purpose, variant.width), variant })),
  });
  if (!stored.ok)
    return invalidField(
      "photo",
      stored.reason === "form_key_full"
        ? UPLOAD_MESSAGES.tooManyPhotos(LISTING_LIMITS.PHOTOS_MAX)
        : UPLOAD_MESSAGES.tooManyUnused(UNUSED_PHOTOS_MAX, UNUSED_PHOTO_HOURS),
    );
  const list = variants.map((v) => ({
    width: v.width,
    url: photoUrl(request.server.publicFiles, uuid, purpose, v.width),
  }));
  const main = purpose === "listing" ? (list.find((v) => v.width === 960) ?? list[0]!) : list[0]!;
  return reply.status(201).send({ data: { photo_uuid: uuid, purpose, url: main.url, variants: list } });
};
