import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { issueLink } from "../../kernels/auth/one-time-links.js";
import { RESET_LINK_MINUTES } from "../../kernels/auth/security-settings.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { passwordResetEmail } from "../../kernels/auth/account-messages.js";
import { invalidField } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { findAccountByEmail } from "./account-repository.js";
import { publicLink } from "./public-link.js";

/**
 * E-mails a reset link (1 hour, single use); an e-mail that is not registered is told so
 * (docs/product/accounts-and-security.md#passwords).
 */
export const forgotPassword: OperationHandler<"forgotPassword"> = async (request) => {
  const email = request.body.email.trim().toLowerCase();
  await enforceRateLimit(request, "forgotPassword", email);
  const { db } = request.server.database;
  const user = await findAccountByEmail(db, email);
  if (!user) return invalidField("email", ERROR_MESSAGES.emailNotRegistered);
  const token = await issueLink(db, user.id, "password_reset", RESET_LINK_MINUTES * 60);
  const link = publicLink(request.server.config.publicUrl, `/password/reset/${token}`);
  await request.server.messenger.send(passwordResetEmail(user.email, user.name, link, RESET_LINK_MINUTES));
  securityEvent(request, "password_reset_requested", { userId: user.id });
  return { data: { success: true } };
};
