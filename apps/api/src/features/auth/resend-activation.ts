import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { invalidField } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountByEmail } from "./account-repository.js";
import { sendActivationEmail } from "./send-activation-email.js";

export const resendActivation: OperationHandler<"resendActivation"> = async (request) => {
  const email = request.body.email.trim().toLowerCase();
  await enforceRateLimit(request, "resendActivation", email);
  const user = await findAccountByEmail(request.server.database.db, email);
  if (!user) return invalidField("email", ERROR_MESSAGES.emailNotRegistered);
  if (user.email_verified_at !== null) return invalidField("email", ACCOUNT_MESSAGES.alreadyActive);
  await sendActivationEmail(request, user);
  return { data: { success: true } };
};
