import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { accessRefusal, type AccessUser } from "@griya/domain/guard";
import { ACCESS_REFUSAL_MESSAGES } from "@griya/domain/operation-guards";
import type { AppDb } from "../db/client.js";
import { HttpError, unauthorized } from "../http/http-error.js";
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

/**
 * preHandler of an operation that needs the onboarding of SPEC §2/§6 (ADR 0020): the session and what the guard
 * reads of its user in one query, then the domain's rule. A refusal is a 403 naming the missing step (`guard`).
 */
export function requireAccess(kind: "agent" | "member"): (request: FastifyRequest) => Promise<void> {
  return ACCESS_CHECKS[kind];
}

type AccessRow = {
  token_id: number;
  user_id: number;
  phone_number: string | null;
  phone_number_verified_at: Date | string | null;
  is_passworded: boolean;
  membership_active: boolean;
};

function accessCheck(kind: "agent" | "member") {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const rows = await rowsOf<AccessRow>(
      request.server.database.db,
      sql`
        SELECT t.id::int AS token_id, t.user_id, u.phone_number, u.phone_number_verified_at,
          u.password_hash IS NOT NULL AS is_passworded,
          EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.started_at <= now() AND m.expires_at > now())
            AS membership_active
        FROM auth_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = ${hashToken(token)} AND t.revoked_at IS NULL AND t.expires_at > now()`,
    );
    const row = rows[0];
    if (!row) throw unauthorized();
    request.auth = { userId: row.user_id, tokenId: row.token_id };
    const user: AccessUser = {
      phone_number: row.phone_number,
      phone_number_verified_at: row.phone_number_verified_at === null ? null : String(row.phone_number_verified_at),
      is_passworded: row.is_passworded,
      membership: { is_active: row.membership_active },
    };
    const refusal = accessRefusal(user, kind);
    if (refusal) throw new HttpError(403, { errors: ACCESS_REFUSAL_MESSAGES[refusal], guard: refusal });
  };
}

// One preHandler per kind, so a route's guard can be recognised (tests compare them).
const ACCESS_CHECKS = { agent: accessCheck("agent"), member: accessCheck("member") } as const;
