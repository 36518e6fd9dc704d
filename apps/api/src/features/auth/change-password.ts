import type { OperationHandler } from "../../openapi/operation-handler.js";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { newPasswordProblem } from "@griya/domain/password-rules";
import * as msg from "@griya/domain/validation-messages";
import { authOf } from "../../auth/authenticate.js";
import { hashPassword, verifyPassword } from "../../auth/password.js";
import { HttpError, unauthorized, validationFailed } from "../../http/http-error.js";
import { securityEvent } from "../../http/security-event.js";
import { enforceRateLimit, refund } from "../../rate-limit/rate-limit.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountById, setPasswordHash } from "./account-repository.js";
import { revokeOtherSessions } from "./session-repository.js";

/** Checks the old password (rate limited per account), sets the new one and ends every other session. */
export const changePassword: OperationHandler<"changePassword"> = async (request) => {
  const { userId, tokenId } = authOf(request);
  const { old_password, password, password_confirmation } = request.body;
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  if (user.password_hash === null) throw new HttpError(403, { errors: ACCOUNT_MESSAGES.noPasswordYet });

  const hits = await enforceRateLimit(request, "changePassword", `user:${userId}`);
  const errors: Record<string, string[]> = {};
  if (!(await verifyPassword(user.password_hash, old_password)))
    errors.old_password = [ERROR_MESSAGES.oldPasswordWrong];
  else await refund(db, hits);
  const problem = newPasswordProblem(password, user.email);
  if (problem) errors.password = [problem];
  else if (password !== password_confirmation) errors.password_confirmation = [msg.confirmMatch()];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId, tokenId);
  });
  securityEvent(request, "password_changed", { userId });
  return { data: { success: true } };
};
