import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { Refusal } from "../../platform/openapi/refusal.js";
import { avatarUrl } from "../../kernels/files/file-keys.js";
import { squareVariants, uploadedVariants } from "../../kernels/files/image-variants.js";
import { readImageUpload } from "../../kernels/files/read-image-upload.js";
import { AVATAR_MAX_BYTES, AVATAR_SIZES } from "../../kernels/files/upload-limits.js";
import { AVATAR_LARGE, replaceProfilePicture } from "./profile-picture.js";

const SMALL = Math.min(...AVATAR_SIZES);

/** POST /api/upload-profile: stores 256/512 px WebP squares under a new name, then removes the old picture. */
export const uploadProfilePicture: OperationHandler<"uploadProfilePicture"> = async (request) => {
  const { userId } = authOf(request);
  const upload = await readImageUpload(request, { field: "avatar", label: "Foto profil", maxBytes: AVATAR_MAX_BYTES });
  if (upload instanceof Refusal) return upload;
  const variants = await uploadedVariants("avatar", () => squareVariants(upload.buffer, AVATAR_SIZES));
  if (variants instanceof Refusal) return variants;
  const { storage, database, publicFiles } = request.server;
  const replaced = await replaceProfilePicture(database.db, storage, userId, variants);
  // The account was deleted while its picture uploaded: the token no longer names anyone.
  if (!replaced.ok) throw unauthorized();
  return {
    data: {
      avatar_url: avatarUrl(publicFiles, replaced.name, AVATAR_LARGE),
      avatar_small_url: avatarUrl(publicFiles, replaced.name, SMALL),
    },
  };
};
