import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { newPasswordProblem } from "@griya/domain/password-rules";
import * as msg from "@griya/domain/validation-messages";
import { authOf } from "../../kernels/auth/authenticate.js";
import { hashPassword } from "../../kernels/auth/password.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { forbidden, invalidField } from "../../platform/openapi/refusal.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountById, setFirstPasswordHash } from "./account-repository.js";

const alreadyPassworded = () => forbidden(ACCOUNT_MESSAGES.alreadyPassworded);

/** For accounts without a password (is_passworded false); one that has one changes it instead. */
export const createPassword: OperationHandler<"createPassword"> = async (request) => {
  const { userId } = authOf(request);
  const { password, password_confirmation } = request.body;
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  if (user.password_hash !== null) return alreadyPassworded();
  const problem = newPasswordProblem(password, user.email);
  if (problem) return invalidField("password", problem);
  if (password_confirmation !== undefined && password_confirmation !== password) {
    return invalidField("password_confirmation", msg.confirmMatch());
  }
  const passwordHash = await hashPassword(password);
  if (!(await setFirstPasswordHash(db, userId, passwordHash))) return alreadyPassworded();
  securityEvent(request, "password_changed", { userId });
  return { data: { success: true } };
};
