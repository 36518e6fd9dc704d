import type { FastifyRequest } from "fastify";
import { hashToken, newToken } from "../../kernels/auth/token.js";
import { insertSession } from "./session-repository.js";
import { clock } from "../../platform/clock.js";

/** A new bearer token for the user: 24 hours, or 365 days with remember (config). Only its hash is stored. */
export async function issueSession(request: FastifyRequest, userId: number, remember: boolean) {
  const { tokenTtlHours, tokenTtlRememberDays } = request.server.config;
  const token = newToken();
  const ttlMs = remember ? tokenTtlRememberDays * 86_400_000 : tokenTtlHours * 3_600_000;
  const expiresAt = new Date(clock.now().getTime() + ttlMs);
  await insertSession(request.server.database.db, userId, hashToken(token), expiresAt);
  return { token, token_type: "Bearer" as const, expires_at: expiresAt.toISOString() };
}
