import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { hashToken, newToken } from "./token.js";

export type LinkPurpose = "activation" | "password_reset";

export type LinkRow = {
  id: number;
  user_id: number;
  expires_at: Date | string;
  used_at: Date | string | null;
  expired: boolean;
};

/**
 * Issues a single-use link token (256 random bits; only its SHA-256 is stored). Earlier unused links of the
 * same purpose expire at once, so only the newest e-mail works.
 */
export async function issueLink(db: AppDb, userId: number, purpose: LinkPurpose, validSeconds: number): Promise<string> {
  const token = newToken();
  await db.execute(sql`UPDATE one_time_links SET expires_at = now()
    WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()`);
  await db.execute(sql`INSERT INTO one_time_links (user_id, purpose, token_hash, expires_at)
    VALUES (${userId}, ${purpose}, ${hashToken(token)}, now() + make_interval(secs => ${validSeconds}))`);
  return token;
}

export async function findLink(db: AppDb, token: string, purpose: LinkPurpose): Promise<LinkRow | undefined> {
  const rows = await rowsOf<LinkRow>(db, sql`
    SELECT id::int AS id, user_id, expires_at, used_at, expires_at <= now() AS expired
    FROM one_time_links WHERE token_hash = ${hashToken(token)} AND purpose = ${purpose}`);
  return rows[0];
}

/** Marks the link used; false when another request used it first (or it expired meanwhile). */
export async function consumeLink(db: AppDb, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    UPDATE one_time_links SET used_at = now() WHERE id = ${id} AND used_at IS NULL AND expires_at > now()
    RETURNING id::int AS id`);
  return rows.length === 1;
}
