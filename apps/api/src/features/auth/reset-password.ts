import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { newPasswordProblem } from "@griya/domain/password-rules";
import * as msg from "@griya/domain/validation-messages";
import { consumeLink, findLink } from "../../kernels/auth/one-time-links.js";
import { hashPassword } from "../../kernels/auth/password.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { invalidField, invalidFields } from "../../platform/openapi/refusal.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountById, setResetPasswordHash } from "./account-repository.js";
import { revokeAllSessions } from "./session-repository.js";

/**
 * Sets the new password with a single-use reset token, revokes every session of the account and counts the
 * e-mail as activated (the link proved the agent reads it).
 */
export const resetPassword: OperationHandler<"resetPassword"> = async (request) => {
  const { token, password, password_confirmation } = request.body;
  const { db } = request.server.database;
  const errors: Record<string, string[]> = {};
  const link = await findLink(db, token, "password_reset");
  if (!link) errors.token = [ACCOUNT_MESSAGES.resetUnknown];
  else if (link.used_at !== null) errors.token = [ACCOUNT_MESSAGES.resetUsed];
  else if (link.expired) errors.token = [ACCOUNT_MESSAGES.resetExpired];
  const account = link ? await findAccountById(db, link.user_id) : undefined;
  const problem = newPasswordProblem(password, account?.email);
  if (problem) errors.password = [problem];
  else if (password !== password_confirmation) errors.password_confirmation = [msg.confirmMatch()];
  if (!link || Object.keys(errors).length > 0) return invalidFields(errors);

  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    if (!(await consumeLink(tx, link.id))) return false;
    await setResetPasswordHash(tx, link.user_id, passwordHash);
    await revokeAllSessions(tx, link.user_id);
    return true;
  });
  if (!done) return invalidField("token", ACCOUNT_MESSAGES.resetUsed);
  securityEvent(request, "password_reset_completed", { userId: link.user_id });
  return { data: { success: true } };
};
