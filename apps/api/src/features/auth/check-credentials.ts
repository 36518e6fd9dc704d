import type { FastifyRequest } from "fastify";
import { dummyPasswordHash, verifyPassword } from "../../kernels/auth/password.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { invalidField, refuse } from "../../platform/openapi/refusal.js";
import { enforceRateLimit, refund } from "../../platform/rate-limit/rate-limit.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountByEmail, type AccountRow } from "./account-repository.js";

export const WRONG_CREDENTIALS = "Email atau kata sandi salah.";

export type CredentialsCheck =
  { ok: true; user: AccountRow } | { ok: false; reason: "wrong_credentials" | "not_activated" };

/**
 * The shared first half of login and login/convert: rate limit (per IP and per e-mail; only failures keep
 * their hit), password check in constant time, then the activation refusal.
 */
export async function checkCredentials(
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<CredentialsCheck> {
  const { db } = request.server.database;
  const hits = await enforceRateLimit(request, "login", email.trim());
  const user = await findAccountByEmail(db, email);
  // Verify against a dummy hash when the account is missing so both paths take the same time.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !user.password_hash || !ok) {
    securityEvent(request, "login_failed", { reason: "wrong_credentials", ...(user ? { userId: user.id } : {}) });
    return { ok: false, reason: "wrong_credentials" };
  }
  await refund(db, hits);
  if (user.email_verified_at === null) {
    securityEvent(request, "login_failed", { reason: "not_activated", userId: user.id });
    return { ok: false, reason: "not_activated" };
  }
  return { ok: true, user };
}

/** The answer to a refused credentials check: a 470 on `email`, or a 403 telling the portal to offer activation. */
export function credentialsRefusal(reason: "wrong_credentials" | "not_activated") {
  if (reason === "wrong_credentials") return invalidField("email", WRONG_CREDENTIALS);
  return refuse(403, { errors: ACCOUNT_MESSAGES.notActivated, needs_activation: true });
}
