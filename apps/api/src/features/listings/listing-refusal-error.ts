import { invalidField, invalidFields, notFound, type Refusal } from "../../platform/openapi/refusal.js";
import { businessRefusal } from "./business-refusal.js";
import type { ListingActionRefusal } from "./listing-action-refusal.js";
import { LISTING_NOT_FOUND } from "./own-listing.js";

const NOT_ACTIVATABLE = "Listing ini sudah aktif.";
const NO_PHOTO = "Tambahkan minimal 1 foto sebelum mengaktifkan listing.";
const NOT_REPOSTABLE = "Hanya listing aktif yang dapat di-repost.";
const NOT_ACTIVE = "Hanya listing aktif yang dapat dinonaktifkan.";

type Reason = ListingActionRefusal["reason"];
type Of<R extends Reason> = Extract<ListingActionRefusal, { reason: R }>;

/** The answer to each refusal: 404, a 470 on the fields at fault, or the 422 BusinessRefusal. */
const ANSWERS = {
  not_found: () => notFound(LISTING_NOT_FOUND),
  not_activatable: () => invalidField("uuid", NOT_ACTIVATABLE),
  incomplete: (refusal: Of<"incomplete">) => {
    // Missing photos are named `photos` here, with the text this answer has always given.
    const { photo_uuids: photoProblems, ...fields } = refusal.errors;
    return invalidFields(photoProblems ? { ...fields, photos: [NO_PHOTO] } : fields);
  },
  not_repostable: () => invalidField("uuids", NOT_REPOSTABLE),
  not_active: () => invalidField("uuid", NOT_ACTIVE),
  business: (refusal: Of<"business">) => businessRefusal(refusal.code, refusal.numbers),
} satisfies { [R in Reason]: (refusal: Of<R>) => Refusal };

type Answers = typeof ANSWERS;

/**
 * The refusal a handler answers for a refused listing action, typed by the reasons the action can give: an action
 * that never refuses with a business code (deactivation) gets no 422 its operation does not declare.
 */
export function listingRefusal<R extends ListingActionRefusal>(refusal: R): ReturnType<Answers[R["reason"]]>;
export function listingRefusal(refusal: ListingActionRefusal): Refusal {
  // Each reason has its own entry; TypeScript cannot pair a reason with its entry across the union.
  return (ANSWERS[refusal.reason] as (refusal: ListingActionRefusal) => Refusal)(refusal);
}
