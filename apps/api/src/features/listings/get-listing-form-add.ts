import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { loadBaseData } from "./listing-form-base-data.js";

/** GET /api/v2/listing_form/add: the base data of a new listing. */
export const getListingFormAdd: OperationHandler<"getListingFormAdd"> = async (request) => {
  return { data: await loadBaseData(request.server.database.db, authOf(request).userId) };
};
