import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

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
  tier: "TRIAL" | "SILVER" | "GOLD" | "PLATINUM";
  display_name: string;
  started_at: Date;
  expires_at: Date;
};

const USER_COLUMNS = sql.raw(`id, name, email, password_hash, email_verified_at, phone_number, phone_number_verified_at,
  referral_code, avatar_path, admin_project_partner_url`);

export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const r = await rowsOf<UserRow>(db, sql`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower(${email})`);
  return r[0];
}

export async function findUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  const r = await rowsOf<UserRow>(db, sql`SELECT ${USER_COLUMNS} FROM users WHERE id = ${id}`);
  return r[0];
}

/** The user and current membership in one round trip (the portal asks for this on every page). */
export async function findUserWithMembership(
  db: AppDb,
  id: number,
): Promise<{ user: UserRow; membership: MembershipRow | undefined } | undefined> {
  const r = await rowsOf<UserRow & { m_tier: MembershipRow["tier"] | null; m_display_name: string; m_started_at: Date; m_expires_at: Date }>(db, sql`
    SELECT ${USER_COLUMNS}, m.tier AS m_tier, m.display_name AS m_display_name, m.started_at AS m_started_at,
      m.expires_at AS m_expires_at
    FROM users u
    LEFT JOIN LATERAL (
      SELECT m.tier, t.display_name, m.started_at, m.expires_at
      FROM memberships m JOIN membership_tiers t ON t.code = m.tier
      WHERE m.user_id = u.id AND m.started_at <= now()
      ORDER BY (m.expires_at > now()) DESC, m.expires_at DESC
      LIMIT 1
    ) m ON true
    WHERE u.id = ${id}`);
  const row = r[0];
  if (!row) return undefined;
  const { m_tier, m_display_name, m_started_at, m_expires_at, ...user } = row;
  const membership = m_tier
    ? { tier: m_tier, display_name: m_display_name, started_at: m_started_at, expires_at: m_expires_at }
    : undefined;
  return { user, membership };
}
