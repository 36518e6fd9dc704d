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

/** The membership that matters now: the running term, else the most recent one (expired). */
export async function findCurrentMembership(db: AppDb, userId: number): Promise<MembershipRow | undefined> {
  const r = await rowsOf<MembershipRow>(db, sql`
    SELECT m.tier, t.display_name, m.started_at, m.expires_at
    FROM memberships m JOIN membership_tiers t ON t.code = m.tier
    WHERE m.user_id = ${userId} AND m.started_at <= now()
    ORDER BY (m.expires_at > now()) DESC, m.expires_at DESC
    LIMIT 1`);
  return r[0];
}
