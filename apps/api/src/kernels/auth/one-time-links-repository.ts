import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export const LinkRow = v.object({
  id: v.number(),
  user_id: v.number(),
  expires_at: v.string(),
  used_at: v.nullable(v.string()),
  expired: v.boolean(),
});
export type LinkRow = v.InferOutput<typeof LinkRow>;

/** Stores a new link (only its hash); earlier unused links of the same purpose expire at once. */
export async function replaceLink(
  db: AppDb,
  link: { userId: number; purpose: string; tokenHash: string; validSeconds: number },
): Promise<void> {
  await db.execute(sql`UPDATE one_time_links SET expires_at = ${sqlNow()}
    WHERE user_id = ${link.userId} AND purpose = ${link.purpose} AND used_at IS NULL AND expires_at > ${sqlNow()}`);
  await db.execute(sql`INSERT INTO one_time_links (user_id, purpose, token_hash, expires_at)
    VALUES (${link.userId}, ${link.purpose}, ${link.tokenHash}, ${sqlNow()} + make_interval(secs => ${link.validSeconds}))`);
}

export async function findLinkByHash(db: AppDb, tokenHash: string, purpose: string): Promise<LinkRow | undefined> {
  const rows = await rowsOf(
    db,
    LinkRow,
    sql`
    SELECT id::int AS id, user_id, expires_at, used_at, expires_at <= ${sqlNow()} AS expired
    FROM one_time_links WHERE token_hash = ${tokenHash} AND purpose = ${purpose}`,
  );
  return rows[0];
}

/** Marks the link used; false when another request used it first (or it expired meanwhile). */
export async function markLinkUsed(db: AppDb, id: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`
    UPDATE one_time_links SET used_at = ${sqlNow()} WHERE id = ${id} AND used_at IS NULL AND expires_at > ${sqlNow()}
    RETURNING id::int AS id`,
  );
  return rows.length === 1;
}
