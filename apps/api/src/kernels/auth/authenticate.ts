import type { FastifyRequest } from "fastify";
import { accessRefusal, type AccessUser } from "@griya/domain/guard";
import { ACCESS_REFUSAL_MESSAGES } from "@griya/domain/operation-guards";
import type { AppDb } from "../../platform/db/client.js";
import { clock } from "../../platform/clock.js";
import { HttpError, unauthorized } from "../../platform/http/http-error.js";
import type { RouteAuth } from "../../platform/openapi/register-routes.js";
import { bearerToken, hashToken } from "./token.js";
import { findLiveSession, findSessionUser, type SessionUser } from "./user-repository.js";

export type AuthContext = {
  userId: number;
  tokenId: number;
  /** Optional-token operations: the session sent a write lately, so its public reads go to the primary (ADR 0072). */
  wroteLately?: boolean;
};

declare module "fastify" {
  interface FastifyRequest {
    auth?: AuthContext;
    /** The session's user and current membership as the auth check read them (secured operations only). */
    sessionUser?: SessionUser;
  }
}

/** Resolves the bearer token to a live (unrevoked, unexpired) session, or undefined. */
async function findSession(db: AppDb, authorization: string | undefined): Promise<AuthContext | undefined> {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const row = await findLiveSession(db, hashToken(token));
  return row ? { userId: row.user_id, tokenId: row.id, wroteLately: row.wrote_lately } : undefined;
}

/**
 * The session of a secured operation with its user and membership, in one query (docs/adr/0042): the guards
 * read them, and GET /api/user-agent answers with them. No live session is a 401.
 */
async function loadSessionUser(request: FastifyRequest): Promise<SessionUser> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  const found = await cachedSessionUser(request, hashToken(token));
  if (!found) throw unauthorized();
  request.auth = { userId: found.user.id, tokenId: found.tokenId };
  request.sessionUser = found;
  return found;
}

/**
 * The session from this process's cache, else from the database and then kept (docs/adr/0074). Whether the
 * membership is in force is a matter of time, not of a write: it is decided at each read, by the API's clock.
 */
async function cachedSessionUser(request: FastifyRequest, tokenHash: string): Promise<SessionUser | undefined> {
  const cache = request.server.sessionCache;
  const now = clock.now();
  const kept = cache.get(tokenHash, now);
  if (kept)
    return { ...kept, membershipActive: kept.membership !== undefined && new Date(kept.membership.expires_at) > now };
  const generation = cache.generation();
  const read = await findSessionUser(request.server.database, tokenHash);
  if (read) cache.set(tokenHash, read, now, generation);
  return read?.session;
}

/** preHandler for operations whose contract requires bearerAuth. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  await loadSessionUser(request);
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
 * preHandler of an operation that needs the onboarding chain (docs/product/accounts-and-security.md, ADR 0020): the
 * session and what the guard reads of its user in one query (loadSessionUser), then the domain's rule. A refusal is a
 * 403 naming the missing step (`guard`).
 */
export function requireAccess(kind: "agent" | "member"): (request: FastifyRequest) => Promise<void> {
  return ACCESS_CHECKS[kind];
}

function accessCheck(kind: "agent" | "member") {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    const { user, membershipActive } = await loadSessionUser(request);
    const access: AccessUser = {
      phone_number: user.phone_number,
      phone_number_verified_at: user.phone_number_verified_at === null ? null : String(user.phone_number_verified_at),
      is_passworded: user.password_hash !== null,
      membership: { is_active: membershipActive },
    };
    const refusal = accessRefusal(access, kind);
    if (refusal) throw new HttpError(403, { errors: ACCESS_REFUSAL_MESSAGES[refusal], guard: refusal });
  };
}

// One preHandler per kind, so a route's guard can be recognised (tests compare them).
const ACCESS_CHECKS = { agent: accessCheck("agent"), member: accessCheck("member") } as const;

/** The checks the routes put before secured operations, handed to registerSpecRoutes by the composition root. */
export const ROUTE_AUTH = { optional: optionalAuth, session: requireAuth, access: requireAccess } satisfies RouteAuth;
