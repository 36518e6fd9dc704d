import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { randomUUID } from "node:crypto";
import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { authOf } from "../../kernels/auth/authenticate.js";
import { validationFailed } from "../../platform/http/http-error.js";
import { PHOTO_PURPOSES, photoKey, photoUrl, type PhotoPurpose } from "../../kernels/files/file-keys.js";
import { fitVariants } from "../../kernels/files/image-variants.js";
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
  if (formKey === undefined) throw validationFailed({ form_key: [UPLOAD_MESSAGES.formKey] });
  const widths = purpose === "listing" ? LISTING_PHOTO_WIDTHS : DOCUMENT_PHOTO_WIDTHS;
  const variants = await fitVariants(upload.buffer, widths, "photo");
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
    throw validationFailed({
      photo: [
        stored.reason === "form_key_full"
          ? UPLOAD_MESSAGES.tooManyPhotos(LISTING_LIMITS.PHOTOS_MAX)
          : UPLOAD_MESSAGES.tooManyUnused(UNUSED_PHOTOS_MAX, UNUSED_PHOTO_HOURS),
      ],
    });
  const list = variants.map((v) => ({
    width: v.width,
    url: photoUrl(request.server.publicFiles, uuid, purpose, v.width),
  }));
  const main = purpose === "listing" ? (list.find((v) => v.width === 960) ?? list[0]!) : list[0]!;
  return reply.status(201).send({ data: { photo_uuid: uuid, purpose, url: main.url, variants: list } });
};
