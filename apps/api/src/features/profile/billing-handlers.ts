import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { billingSchema } from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import * as v from "valibot";
import { authOf } from "../../kernels/auth/authenticate.js";
import { invalidFields } from "../../platform/openapi/refusal.js";
import { findBilling, saveBilling } from "./billing-repository.js";

/** GET /api/v2/user/billing-information: the caller's own bank account (all null until set). */
export const getBillingInformation: OperationHandler<"getBillingInformation"> = async (request) => {
  const { userId } = authOf(request);
  return { data: await findBilling(request.server.database.db, userId) };
};

/**
 * PUT /api/v2/user/update-user-billing: sets the caller's bank account. The domain's billingSchema (the
 * portal's own rules) trims the texts and normalises the phone number to 08….
 */
export const updateBillingInformation: OperationHandler<"updateBillingInformation"> = async (request) => {
  const { userId } = authOf(request);
  const parsed = v.safeParse(billingSchema, request.body);
  if (!parsed.success) return invalidFields(fieldErrors(parsed.issues));
  return { data: await saveBilling(request.server.database.db, userId, parsed.output) };
};
