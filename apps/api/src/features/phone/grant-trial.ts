import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/**
 * TRIAL membership (length from membership_tiers) once per account: users.trial_granted_at is claimed in the
 * same statement that checks it, so two verifications racing cannot both grant. Coins come with commerce.
 */
export async function grantTrialOnce(tx: AppDb, userId: number): Promise<boolean> {
  const claimed = await rowsOf<{ id: number }>(tx, sql`
    UPDATE users SET trial_granted_at = now() WHERE id = ${userId} AND trial_granted_at IS NULL RETURNING id`);
  if (claimed.length === 0) return false;
  await tx.execute(sql`
    INSERT INTO memberships (user_id, tier, started_at, expires_at)
    SELECT ${userId}, code, now(), now() + make_interval(days => duration_days) FROM membership_tiers WHERE code = 'TRIAL'`);
  return true;
}
