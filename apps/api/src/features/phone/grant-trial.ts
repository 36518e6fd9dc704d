import { sql } from "drizzle-orm";
import { creditCoins } from "../../coins/ledger.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/**
 * TRIAL membership (length from membership_tiers) once per account: users.trial_granted_at is claimed in the
 * same statement that checks it, so two verifications racing cannot both grant. Its bonus coins (membership_tiers
 * bonus_coins, valid as long as the trial) are credited in the same transaction.
 */
export async function grantTrialOnce(tx: AppDb, userId: number): Promise<boolean> {
  const claimed = await rowsOf<{ id: number }>(tx, sql`
    UPDATE users SET trial_granted_at = now() WHERE id = ${userId} AND trial_granted_at IS NULL RETURNING id`);
  if (claimed.length === 0) return false;
  const tier = await rowsOf<{ bonus_coins: number; expires_at: Date }>(tx, sql`
    INSERT INTO memberships (user_id, tier, started_at, expires_at, source)
    SELECT ${userId}, code, now(), now() + make_interval(days => duration_days), 'TRIAL' FROM membership_tiers WHERE code = 'TRIAL'
    RETURNING expires_at, (SELECT bonus_coins FROM membership_tiers WHERE code = 'TRIAL') AS bonus_coins`);
  const trial = tier[0];
  if (trial && trial.bonus_coins > 0) {
    await creditCoins(tx, {
      userId, source: "TRIAL", productName: "Koin Trial", amount: trial.bonus_coins, expiresAt: new Date(trial.expires_at),
    });
  }
  return true;
}
