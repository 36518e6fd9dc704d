import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { newPasswordProblem } from "@griya/domain/password-rules";
import * as msg from "@griya/domain/validation-messages";
import { authOf } from "../../auth/authenticate.js";
import { hashPassword } from "../../auth/password.js";
import { rowsOf } from "../../db/rows-of.js";
import { HttpError, unauthorized, validationFailed } from "../../http/http-error.js";
import { securityEvent } from "../../http/security-event.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountById } from "./account-repository.js";

const alreadyPassworded = () => new HttpError(403, { errors: ACCOUNT_MESSAGES.alreadyPassworded });

/** For accounts without a password (is_passworded false); one that has one changes it instead. */
export const createPassword: OperationHandler<"createPassword"> = async (request) => {
  const { userId } = authOf(request);
  const { password, password_confirmation } = request.body as { password: string; password_confirmation?: string };
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  if (user.password_hash !== null) throw alreadyPassworded();
  const problem = newPasswordProblem(password, user.email);
  if (problem) throw validationFailed({ password: [problem] });
  if (password_confirmation !== undefined && password_confirmation !== password) {
    throw validationFailed({ password_confirmation: [msg.confirmMatch()] });
  }
  const passwordHash = await hashPassword(password);
  const set = await rowsOf<{ id: number }>(db, sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now()
    WHERE id = ${userId} AND password_hash IS NULL RETURNING id`);
  if (set.length === 0) throw alreadyPassworded();
  securityEvent(request, "password_changed", { userId });
  return { data: { success: true } };
};
