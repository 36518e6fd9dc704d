import type { components } from "@griya/api-client/schema";
import { sql, type SQL } from "drizzle-orm";
import { MEMBERSHIP_TYPES, TIER_DISPLAY_NAMES } from "@griya/domain/membership";
import * as v from "valibot";
import type { AppDb, Database } from "../../platform/db/client.js";
import { preparedRows } from "../../platform/db/prepared-rows.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";
import { clock } from "../../platform/clock.js";
import type { CachedSession } from "./session-cache.js";

export const UserRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  password_hash: v.nullable(v.string()),
  email_verified_at: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  phone_number_verified_at: v.nullable(v.string()),
  referral_code: v.string(),
  avatar_path: v.nullable(v.string()),
  admin_project_partner_url: v.nullable(v.string()),
});
export type UserRow = v.InferOutput<typeof UserRow>;

export type MembershipRow = {
  tier: components["schemas"]["MembershipType"];
  /** membership_tiers.display_name: the seeded names the contract lists. */
  display_name: components["schemas"]["Membership"]["display_name"];
  started_at: string;
  expires_at: string;
};

/** The shown membership's columns, all null for a user who never had one. */
const MembershipColumns = v.object({
  m_tier: v.nullable(v.picklist(MEMBERSHIP_TYPES)),
  m_display_name: v.nullable(v.picklist(Object.values(TIER_DISPLAY_NAMES))),
  m_started_at: v.nullable(v.string()),
  m_expires_at: v.nullable(v.string()),
});
type MembershipColumns = v.InferOutput<typeof MembershipColumns>;

// The membership shown for a user: the started term in force, else the one that ended last.
function userWithMembership(at: SQL): SQL {
  return sql`u.id, u.name, u.email, u.password_hash, u.email_verified_at, u.phone_number,
    u.phone_number_verified_at, u.referral_code, u.avatar_path, u.admin_project_partner_url,
    m.tier AS m_tier, m.display_name AS m_display_name, m.started_at AS m_started_at, m.expires_at AS m_expires_at,
    COALESCE(m.expires_at > ${at}, false) AS m_active
  FROM users u
  LEFT JOIN LATERAL (
    SELECT m.tier, t.display_name, m.started_at, m.expires_at
    FROM memberships m JOIN membership_tiers t ON t.code = m.tier
    WHERE m.user_id = u.id AND m.started_at <= ${at}
    ORDER BY (m.expires_at > ${at}) DESC, m.expires_at DESC
    LIMIT 1
  ) m ON true`;
}

function splitMembership<R extends MembershipColumns>(row: R) {
  const { m_tier, m_display_name, m_started_at, m_expires_at, ...rest } = row;
  const membership =
    m_tier && m_display_name && m_started_at && m_expires_at
      ? { tier: m_tier, display_name: m_display_name, started_at: m_started_at, expires_at: m_expires_at }
      : undefined;
  return { rest, membership };
}

/** The user and current membership in one round trip (the portal asks for this on every page). */
export async function findUserWithMembership(
  db: AppDb,
  id: number,
): Promise<{ user: UserRow; membership: MembershipRow | undefined } | undefined> {
  const r = await rowsOf(
    db,
    v.object({ ...UserRow.entries, ...MembershipColumns.entries, m_active: v.boolean() }),
    sql`
    SELECT ${userWithMembership(sqlNow())} WHERE u.id = ${id}`,
  );
  const row = r[0];
  if (!row) return undefined;
  const {
    rest: { m_active: _active, ...user },
    membership,
  } = splitMembership(row);
  return { user, membership };
}

export type SessionUser = {
  tokenId: number;
  user: UserRow;
  membership: MembershipRow | undefined;
  /** The shown membership is in force (by the API's clock, like the guards' rule). */
  membershipActive: boolean;
};

// A prepared statement is built once: the clock's instant is one of its parameters, bound at each run.
const PREPARED_NOW = sql`${sql.placeholder("now")}::timestamptz`;

const sessionUserStatement = preparedRows(
  "find_session_user",
  v.object({
    ...UserRow.entries,
    ...MembershipColumns.entries,
    m_active: v.boolean(),
    token_id: v.number(),
    token_expires_at: v.string(),
    next_term_starts_at: v.nullable(v.string()),
  }),
  sql`
    SELECT s.id::int AS token_id, s.expires_at AS token_expires_at,
      (SELECT min(q.started_at) FROM memberships q WHERE q.user_id = u.id AND q.started_at > ${PREPARED_NOW})
        AS next_term_starts_at,
      ${userWithMembership(PREPARED_NOW)}
    JOIN auth_tokens s ON s.user_id = u.id
    WHERE s.token_hash = ${sql.placeholder("tokenHash")} AND s.revoked_at IS NULL AND s.expires_at > ${PREPARED_NOW}`,
);

/**
 * A live (unrevoked, unexpired) session by its token's hash, with its user and current membership: the one query
 * of a signed-in request (docs/adr/0042), a named prepared statement. With it, the instants after which it may stop
 * being true without any write (the session cache's bounds, ADR 0074).
 */
export async function findSessionUser(database: Database, tokenHash: string): Promise<CachedSession | undefined> {
  const row = (await sessionUserStatement(database, { tokenHash, now: clock.now().toISOString() }))[0];
  if (!row) return undefined;
  const {
    rest: { m_active, token_id, token_expires_at, next_term_starts_at, ...user },
    membership,
  } = splitMembership(row);
  return {
    session: { tokenId: token_id, user, membership, membershipActive: m_active },
    tokenExpiresAt: new Date(token_expires_at),
    nextTermStartsAt: next_term_starts_at === null ? undefined : new Date(next_term_starts_at),
  };
}

/** How long after a write a session's public reads go to the primary (docs/adr/0072). */
const OWN_WRITES_SECONDS = 10;

/**
 * A live (unrevoked, unexpired) session by its token's hash, without its user (operations where a token is optional),
 * and whether it sent a write in the last OWN_WRITES_SECONDS.
 */
export async function findLiveSession(
  db: AppDb,
  tokenHash: string,
): Promise<{ id: number; user_id: number; wrote_lately: boolean } | undefined> {
  const now = sqlNow();
  const rows = await rowsOf(
    db,
    v.object({ user_id: v.number(), id: v.number(), wrote_lately: v.boolean() }),
    sql`
    SELECT id::int AS id, user_id,
      COALESCE(wrote_at > ${now} - make_interval(secs => ${OWN_WRITES_SECONDS}), false) AS wrote_lately
    FROM auth_tokens
    WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > ${now}`,
  );
  return rows[0];
}

/** Notes that the session sent a write now: its public reads stay on the primary for a while (docs/adr/0072). */
export async function markSessionWrote(db: AppDb, tokenId: number): Promise<void> {
  await db.execute(sql`UPDATE auth_tokens SET wrote_at = ${sqlNow()} WHERE id = ${tokenId}`);
}
