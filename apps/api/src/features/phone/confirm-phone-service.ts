import type { AppDb } from "../../platform/db/client.js";
import { isUniqueViolation } from "../../platform/db/unique-violation.js";
import { grantTrialOnce } from "./grant-trial.js";
import { checkOtp, type OtpCheck } from "./otp-store.js";
import { markPhoneVerified, phoneVerifiedElsewhere, setVerifiedPhone } from "./phone-repository.js";

/** A code check, or "taken": another account verified the number (before, or while the check ran). */
export type PhoneConfirmation = OtpCheck | { ok: false; reason: "taken" };

/** A verified number has one owner: a concurrent verification that got there first makes this one "taken". */
async function takenOnConflict(check: () => Promise<OtpCheck>): Promise<PhoneConfirmation> {
  try {
    return await check();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** Verifies the account's stored number with its code; the first verified phone of an account brings TRIAL. */
export async function verifyStoredPhone(
  db: AppDb,
  userId: number,
  phone: string,
  code: string,
): Promise<PhoneConfirmation> {
  if (await phoneVerifiedElsewhere(db, phone, userId)) return { ok: false, reason: "taken" };
  return takenOnConflict(() =>
    checkOtp(db, userId, phone, code, async (tx) => {
      await markPhoneVerified(tx, userId);
      await grantTrialOnce(tx, userId);
    }),
  );
}

/**
 * Makes `phone`, confirmed by its code, the account's verified number (the caller checked it is free); a first
 * verification brings TRIAL, a change of a verified number restarts the change lock.
 */
export function changeVerifiedPhone(
  db: AppDb,
  userId: number,
  phone: string,
  code: string,
  wasVerified: boolean,
): Promise<PhoneConfirmation> {
  return takenOnConflict(() =>
    checkOtp(db, userId, phone, code, async (tx) => {
      await setVerifiedPhone(tx, userId, phone, wasVerified);
      if (!wasVerified) await grantTrialOnce(tx, userId);
    }),
  );
}
