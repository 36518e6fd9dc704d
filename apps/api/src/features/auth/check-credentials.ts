import type { FastifyRequest } from "fastify";
import { dummyPasswordHash, verifyPassword } from "../../auth/password.js";
import { HttpError, validationFailed } from "../../http/http-error.js";
import { securityEvent } from "../../http/security-event.js";
import { enforceRateLimit, refund } from "../../rate-limit/rate-limit.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountByEmail, type AccountRow } from "./account-repository.js";

export const WRONG_CREDENTIALS = "Email atau kata sandi salah.";

/**
 * The shared first half of login and login/convert: rate limit (per IP and per e-mail; only failures keep
 * their hit), password check in constant time, then the activation refusal.
 */
export async function checkCredentials(request: FastifyRequest, email: string, password: string): Promise<AccountRow> {
  const { db } = request.server.database;
  const hits = await enforceRateLimit(request, "login", email.trim());
  const user = await findAccountByEmail(db, email);
  // Verify against a dummy hash when the account is missing so both paths take the same time.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !user.password_hash || !ok) {
    securityEvent(request, "login_failed", { reason: "wrong_credentials", ...(user ? { userId: user.id } : {}) });
    throw validationFailed({ email: [WRONG_CREDENTIALS] });
  }
  await refund(db, hits);
  if (user.email_verified_at === null) {
    securityEvent(request, "login_failed", { reason: "not_activated", userId: user.id });
    throw new HttpError(403, { errors: ACCOUNT_MESSAGES.notActivated, needs_activation: true });
  }
  return user;
}
