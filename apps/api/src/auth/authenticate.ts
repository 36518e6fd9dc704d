import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppDb } from "../db/client.js";
import { unauthorized } from "../http/http-error.js";
import { bearerToken, hashToken } from "./token.js";
import { rowsOf } from "../db/rows-of.js";

export type AuthContext = { userId: number; tokenId: number };

declare module "fastify" {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** Resolves the bearer token to a live (unrevoked, unexpired) session, or undefined. */
export async function findSession(db: AppDb, authorization: string | undefined): Promise<AuthContext | undefined> {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const rows = await rowsOf<{ user_id: number; id: number }>(db, sql`
    SELECT id::int AS id, user_id FROM auth_tokens
    WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL AND expires_at > now()`);
  const row = rows[0];
  return row ? { userId: row.user_id, tokenId: row.id } : undefined;
}

/** preHandler for operations whose contract requires bearerAuth. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  const session = await findSession(request.server.database.db, request.headers.authorization);
  if (!session) throw unauthorized();
  request.auth = session;
}

/** The authenticated context inside a handler of a secured operation. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preHandler for operations where a token is optional: a valid one identifies the caller, anything else is anonymous. */
export async function optionalAuth(request: FastifyRequest): Promise<void> {
  request.auth = await findSession(request.server.database.db, request.headers.authorization);
}
