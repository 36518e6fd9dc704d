import type { AppDb } from "../../platform/db/client.js";
import { listingPhotoUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { readStoredFormValues } from "./stored-form-values.js";

/** The form values of listing `id` (already known to be the caller's), photos in display order. */
export async function loadEditData(db: AppDb, files: PublicFiles, id: number) {
  const { row, photos, values } = await readStoredFormValues(db, id);
  return {
    uuid: row.uuid,
    status: row.status,
    listing_number: row.listingNumber,
    ...values,
    tour_360_url: row.tour360Url,
    // The largest stored variant; the portal picks smaller ones from the same name pattern.
    photos: photos.map((p) => ({
      uuid: p.uuid,
      is_primary: p.isPrimary,
      src: listingPhotoUrl(files, p.uuid, Math.max(...p.widths)),
      file_name: null,
    })),
  };
}
