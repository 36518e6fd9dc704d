import { randomBytes } from "node:crypto";
import type { AppDb } from "../../platform/db/client.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { avatarFileName, avatarKey, avatarNameOf } from "../../kernels/files/file-keys.js";
import type { Variant } from "../../kernels/files/image-variants.js";
import { AVATAR_SIZES } from "../../kernels/files/upload-limits.js";
import { swapAvatarPath } from "./profile-repository.js";

export const AVATAR_LARGE = Math.max(...AVATAR_SIZES);

/**
 * Stores the avatar's squares under a new name, points the account at them, then removes the old picture. A fresh
 * random name per upload: the files can be cached forever and the old URL dies with the old files. Nothing of the
 * new picture stays when the account is gone or the write fails. Answers the new name.
 */
export async function replaceProfilePicture(
  db: AppDb,
  storage: FileStorage,
  userId: number,
  variants: readonly Variant[],
): Promise<{ ok: true; name: string } | { ok: false; reason: "account_gone" }> {
  const name = randomBytes(16).toString("hex");
  const keys = variants.map((v) => avatarKey(name, v.width));
  await Promise.all(variants.map((v, i) => storage.put(keys[i]!, v.webp, "image/webp")));
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await swapAvatarPath(db, userId, avatarFileName(name, AVATAR_LARGE));
  } catch (error) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    throw error;
  }
  if (!swapped) {
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    return { ok: false, reason: "account_gone" };
  }
  if (swapped.previous) {
    const old = avatarNameOf(swapped.previous);
    await Promise.allSettled(AVATAR_SIZES.map((size) => storage.delete(avatarKey(old, size))));
  }
  return { ok: true, name };
}
