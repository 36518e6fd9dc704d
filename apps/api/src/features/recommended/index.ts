export { changeRecommendedListing } from "./change-recommended-listing.js";
export { getRecommendedForm } from "./get-recommended-form.js";
export { listRecommended } from "./list-recommended.js";
export { purchaseRecommended } from "./purchase-recommended.js";
