import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { forbidden, invalidFields } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountById } from "./account-repository.js";
import { changeAccountPassword } from "./change-password-service.js";

/** Checks the old password (rate limited per account), sets the new one and ends every other session. */
export const changePassword: OperationHandler<"changePassword"> = async (request) => {
  const { userId, tokenId } = authOf(request);
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  if (user.password_hash === null) return forbidden(ACCOUNT_MESSAGES.noPasswordYet);

  const hits = await enforceRateLimit(request, "changePassword", `user:${userId}`);
  const account = { id: userId, email: user.email, passwordHash: user.password_hash };
  const changed = await changeAccountPassword(db, account, tokenId, request.body, hits);
  if (!changed.ok) return invalidFields(changed.errors);
  securityEvent(request, "password_changed", { userId });
  return { data: { success: true } };
};
