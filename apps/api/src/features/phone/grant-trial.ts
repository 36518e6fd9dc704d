import { creditCoins } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { claimTrial, insertTrialMembership } from "./phone-repository.js";

/**
 * TRIAL membership (length from membership_tiers) once per account: users.trial_granted_at is claimed in the
 * same statement that checks it, so two verifications racing cannot both grant. Its bonus coins (membership_tiers
 * bonus_coins, valid as long as the trial) are credited in the same transaction.
 */
export async function grantTrialOnce(tx: AppDb, userId: number): Promise<boolean> {
  if (!(await claimTrial(tx, userId))) return false;
  const trial = await insertTrialMembership(tx, userId);
  if (trial && trial.bonus_coins > 0) {
    await creditCoins(tx, {
      userId,
      source: "TRIAL",
      productName: "Koin Trial",
      amount: trial.bonus_coins,
      expiresAt: new Date(trial.expires_at),
    });
  }
  return true;
}
