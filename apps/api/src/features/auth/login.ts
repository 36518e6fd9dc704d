import { sql } from "drizzle-orm";
import type { RouteHandlerMethod } from "fastify";
import { dummyPasswordHash, verifyPassword } from "../../auth/password.js";
import { hashToken, newToken } from "../../auth/token.js";
import { validationFailed } from "../../http/http-error.js";
import { findUserByEmail } from "../user/user-repository.js";

export const WRONG_CREDENTIALS = "Email atau kata sandi salah.";

type LoginBody = { email: string; password: string; remember?: boolean };

export const loginAgent: RouteHandlerMethod = async (request) => {
  const { email, password, remember = false } = request.body as LoginBody;
  const { db } = request.server.database;
  const { tokenTtlHours, tokenTtlRememberDays } = request.server.config;
  const user = await findUserByEmail(db, email);
  // Verify against a dummy hash when the account is missing so both paths take the same time.
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !user.password_hash || !ok) throw validationFailed({ email: [WRONG_CREDENTIALS] });

  const token = newToken();
  const ttlMs = remember ? tokenTtlRememberDays * 86_400_000 : tokenTtlHours * 3_600_000;
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.execute(sql`INSERT INTO auth_tokens (user_id, token_hash, expires_at)
    VALUES (${user.id}, ${hashToken(token)}, ${expiresAt})`);
  return { data: { token, token_type: "Bearer", expires_at: expiresAt.toISOString() } };
};
