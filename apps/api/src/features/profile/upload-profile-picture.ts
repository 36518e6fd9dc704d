import type { OperationHandler } from "../../openapi/operation-handler.js";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { unauthorized } from "../../http/http-error.js";
import { avatarFileName, avatarKey, avatarNameOf, avatarUrl } from "../files/file-keys.js";
import { squareVariants } from "../files/image-variants.js";
import { readImageUpload } from "../files/read-image-upload.js";
import { AVATAR_MAX_BYTES, AVATAR_SIZES } from "../files/upload-limits.js";

const LARGE = Math.max(...AVATAR_SIZES);
const SMALL = Math.min(...AVATAR_SIZES);

/** POST /api/upload-profile: stores 256/512 px WebP squares under a new name, then removes the old picture. */
export const uploadProfilePicture: OperationHandler<"uploadProfilePicture"> = async (request) => {
  const { userId } = authOf(request);
  const upload = await readImageUpload(request, { field: "avatar", label: "Foto profil", maxBytes: AVATAR_MAX_BYTES });
  const variants = await squareVariants(upload.buffer, AVATAR_SIZES, "avatar");
  // A fresh random name per upload: the files can be cached forever and the old URL dies with the old files.
  const name = randomBytes(16).toString("hex");
  const { storage, database } = request.server;
  const keys = variants.map((v) => avatarKey(name, v.width));
  await Promise.all(variants.map((v, i) => storage.put(keys[i]!, v.webp, "image/webp")));
  let previous: string | null;
  try {
    const rows = await rowsOf<{ previous: string | null }>(
      database.db,
      sql`
      UPDATE users u SET avatar_path = ${avatarFileName(name, LARGE)}, updated_at = now()
      FROM (SELECT id, avatar_path FROM users WHERE id = ${userId} FOR UPDATE) old
      WHERE u.id = old.id
      RETURNING old.avatar_path AS previous`,
    );
    if (rows.length === 0) throw unauthorized();
    previous = rows[0]!.previous;
  } catch (error) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    throw error;
  }
  if (previous) {
    const old = avatarNameOf(previous);
    await Promise.allSettled(AVATAR_SIZES.map((size) => storage.delete(avatarKey(old, size))));
  }
  return {
    data: {
      avatar_url: avatarUrl(request.server.publicFiles, name, LARGE),
      avatar_small_url: avatarUrl(request.server.publicFiles, name, SMALL),
    },
  };
};
