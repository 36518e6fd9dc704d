import type { components } from "@griya/api-client/schema";
import { sql } from "drizzle-orm";
import type { AppDb, Database } from "../../platform/db/client.js";
import { preparedRows } from "../../platform/db/prepared-rows.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export type UserRow = {
  id: number;
  name: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  phone_number: string | null;
  phone_number_verified_at: Date | null;
  referral_code: string;
  avatar_path: string | null;
  admin_project_partner_url: string | null;
};

export type MembershipRow = {
  tier: components["schemas"]["MembershipType"];
  /** membership_tiers.display_name: the seeded names the contract lists. */
  display_name: components["schemas"]["Membership"]["display_name"];
  started_at: Date;
  expires_at: Date;
};

type MembershipColumns = {
  m_tier: MembershipRow["tier"] | null;
  m_display_name: MembershipRow["display_name"];
  m_started_at: Date;
  m_expires_at: Date;
};

// The membership shown for a user: the started term in force, else the one that ended last.
const USER_WITH_MEMBERSHIP = sql.raw(`u.id, u.name, u.email, u.password_hash, u.email_verified_at, u.phone_number,
    u.phone_number_verified_at, u.referral_code, u.avatar_path, u.admin_project_partner_url,
    m.tier AS m_tier, m.display_name AS m_display_name, m.started_at AS m_started_at, m.expires_at AS m_expires_at,
    COALESCE(m.expires_at > now(), false) AS m_active
  FROM users u
  LEFT JOIN LATERAL (
    SELECT m.tier, t.display_name, m.started_at, m.expires_at
    FROM memberships m JOIN membership_tiers t ON t.code = m.tier
    WHERE m.user_id = u.id AND m.started_at <= now()
    ORDER BY (m.expires_at > now()) DESC, m.expires_at DESC
    LIMIT 1
  ) m ON true`);

function splitMembership<R extends MembershipColumns>(row: R) {
  const { m_tier, m_display_name, m_started_at, m_expires_at, ...rest } = row;
  const membership = m_tier
    ? { tier: m_tier, display_name: m_display_name, started_at: m_started_at, expires_at: m_expires_at }
    : undefined;
  return { rest, membership };
}

/** The user and current membership in one round trip (the portal asks for this on every page). */
export async function findUserWithMembership(
  db: AppDb,
  id: number,
): Promise<{ user: UserRow; membership: MembershipRow | undefined } | undefined> {
  const r = await rowsOf<UserRow & MembershipColumns & { m_active: boolean }>(
    db,
    sql`
    SELECT ${USER_WITH_MEMBERSHIP} WHERE u.id = ${id}`,
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
  /** The shown membership is in force (by the database's clock, like the guards' rule). */
  membershipActive: boolean;
};

const sessionUserStatement = preparedRows<UserRow & MembershipColumns & { m_active: boolean; token_id: number }>(
  "find_session_user",
  sql`
    SELECT s.id::int AS token_id, ${USER_WITH_MEMBERSHIP}
    JOIN auth_tokens s ON s.user_id = u.id
    WHERE s.token_hash = ${sql.placeholder("tokenHash")} AND s.revoked_at IS NULL AND s.expires_at > now()`,
);

/**
 * A live (unrevoked, unexpired) session by its token's hash, with its user and current membership: the one query
 * of a signed-in request (docs/adr/0042), a named prepared statement.
 */
export async function findSessionUser(database: Database, tokenHash: string): Promise<SessionUser | undefined> {
  const row = (await sessionUserStatement(database, { tokenHash }))[0];
  if (!row) return undefined;
  const {
    rest: { m_active, token_id, ...user },
    membership,
  } = splitMembership(row);
  return { tokenId: token_id, user, membership, membershipActive: m_active };
}

/** A live (unrevoked, unexpired) session by its token's hash, without its user (operations where a token is optional). */
export async function findLiveSession(
  db: AppDb,
  tokenHash: string,
): Promise<{ id: number; user_id: number } | undefined> {
  const rows = await rowsOf<{ user_id: number; id: number }>(
    db,
    sql`
    SELECT id::int AS id, user_id FROM auth_tokens
    WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > now()`,
  );
  return rows[0];
}
