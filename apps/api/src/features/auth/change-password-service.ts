import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { newPasswordProblem } from "@griya/domain/password-rules";
import * as msg from "@griya/domain/validation-messages";
import { hashPassword, verifyPassword } from "../../kernels/auth/password.js";
import type { AppDb } from "../../platform/db/client.js";
import { refund, type Hit } from "../../platform/rate-limit/rate-limit.js";
import { setPasswordHash } from "./account-repository.js";
import { revokeOtherSessions } from "./session-repository.js";

export type PasswordChange = { ok: true } | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

/**
 * Checks the account's old password (a right one gives back its rate-limit `hits`) and the new one, every problem at once,
 * then sets the new password and ends every session but `tokenId`, together.
 */
export async function changeAccountPassword(
  db: AppDb,
  account: { id: number; email: string; passwordHash: string },
  tokenId: number,
  input: { old_password: string; password: string; password_confirmation: string },
  hits: Hit[],
): Promise<PasswordChange> {
  const { old_password, password, password_confirmation } = input;
  const errors: Record<string, string[]> = {};
  if (!(await verifyPassword(account.passwordHash, old_password)))
    errors.old_password = [ERROR_MESSAGES.oldPasswordWrong];
  else await refund(db, hits);
  const problem = newPasswordProblem(password, account.email);
  if (problem) errors.password = [problem];
  else if (password !== password_confirmation) errors.password_confirmation = [msg.confirmMatch()];
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeOtherSessions(tx, account.id, tokenId);
  });
  return { ok: true };
}
