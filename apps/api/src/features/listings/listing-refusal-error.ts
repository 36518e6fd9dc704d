import { notFound, validationFailed, type HttpError } from "../../platform/http/http-error.js";
import { businessRefusal } from "./business-refusal.js";
import type { ListingActionRefusal } from "./listing-action-refusal.js";
import { LISTING_NOT_FOUND } from "./own-listing.js";

const NOT_ACTIVATABLE = "Listing ini sudah aktif.";
const NO_PHOTO = "Tambahkan minimal 1 foto sebelum mengaktifkan listing.";
const NOT_REPOSTABLE = "Hanya listing aktif yang dapat di-repost.";
const NOT_ACTIVE = "Hanya listing aktif yang dapat dinonaktifkan.";

/** The answer to a refused listing action: 404, a 470 on the fields at fault, or the 422 BusinessRefusal. */
export function listingRefusalError(refusal: ListingActionRefusal): HttpError {
  switch (refusal.reason) {
    case "not_found":
      return notFound(LISTING_NOT_FOUND);
    case "not_activatable":
      return validationFailed({ uuid: [NOT_ACTIVATABLE] });
    case "incomplete": {
      // Missing photos are named `photos` here, with the text this answer has always given.
      const { photo_uuids: photoProblems, ...fields } = refusal.errors;
      return validationFailed(photoProblems ? { ...fields, photos: [NO_PHOTO] } : fields);
    }
    case "not_repostable":
      return validationFailed({ uuids: [NOT_REPOSTABLE] });
    case "not_active":
      return validationFailed({ uuid: [NOT_ACTIVE] });
    case "business":
      return businessRefusal(refusal.code, refusal.numbers);
  }
}
