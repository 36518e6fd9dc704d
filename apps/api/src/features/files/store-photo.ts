import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { PhotoPurpose } from "../../kernels/files/file-keys.js";
import type { Variant } from "../../kernels/files/image-variants.js";
import {
  countFormKeyPhotos,
  countRecentUnusedPhotos,
  insertPhoto,
  lockOwnerPhotos,
} from "../../kernels/files/photo-repository.js";
import { UNUSED_PHOTOS_MAX, UNUSED_PHOTO_HOURS } from "../../kernels/files/upload-limits.js";

export type StorePhotoResult = { ok: true } | { ok: false; reason: "form_key_full" | "too_many_unused" };

/**
 * Stores an upload's row and files in one transaction under the owner's lock, so parallel uploads of one agent are
 * admitted one at a time: refused when the owner already holds the most photos a listing may have under the form
 * key (ADR 0014), or UNUSED_PHOTOS_MAX unused uploads from the last UNUSED_PHOTO_HOURS hours, whatever their form
 * key (ADR 0022). A refusal comes before any file is written; when anything fails, the files written are removed,
 * since no committed row means nobody can ever reach them.
 */
export async function storePhoto(
  db: AppDb,
  storage: FileStorage,
  photo: {
    uuid: string;
    ownerId: number;
    purpose: PhotoPurpose;
    formKey: string | null;
    widths: readonly number[];
    files: readonly { key: string; variant: Variant }[];
  },
): Promise<StorePhotoResult> {
  try {
    return await transactionUnlessRefused(db, async (tx): Promise<StorePhotoResult> => {
      await lockOwnerPhotos(tx, photo.ownerId);
      if (
        photo.formKey !== null &&
        (await countFormKeyPhotos(tx, photo.ownerId, photo.formKey)) >= LISTING_LIMITS.PHOTOS_MAX
      )
        return { ok: false, reason: "form_key_full" };
      if ((await countRecentUnusedPhotos(tx, photo.ownerId, UNUSED_PHOTO_HOURS)) >= UNUSED_PHOTOS_MAX)
        return { ok: false, reason: "too_many_unused" };
      await insertPhoto(tx, {
        uuid: photo.uuid,
        owner_user_id: photo.ownerId,
        purpose: photo.purpose,
        widths: [...photo.widths],
        form_key: photo.formKey,
      });
      await Promise.all(photo.files.map((f) => storage.put(f.key, f.variant.webp, "image/webp")));
      return { ok: true };
    });
  } catch (error) {
    await Promise.allSettled(photo.files.map((f) => storage.delete(f.key)));
    throw error;
  }
}
