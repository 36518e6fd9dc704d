import { randomInt, timingSafeEqual } from "node:crypto";
import { hashToken } from "../../kernels/auth/token.js";
import {
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
} from "../../kernels/auth/security-settings.js";
import type { AppDb } from "../../platform/db/client.js";
import { consumeOtp, countWrongAttempt, insertOtp, lockNewestOtp, secondsUntilResend } from "./otp-repository.js";

// The hash binds the code to its account and number, so a code is worthless anywhere else.
const codeHash = (userId: number, phone: string, code: string) => hashToken(`${userId}:${phone}:${code}`);

export type IssuedOtp = { code: string; expiresAt: Date; resendAvailableAt: Date };

/**
 * A new code for the account's number, unless the last one was sent less than 60 seconds ago (then the
 * seconds to wait). Run it inside a transaction that locked the user row, so two requests cannot both send.
 * The new row is the live one: older codes of the account stop working.
 */
export async function issueOtp(tx: AppDb, userId: number, phone: string): Promise<IssuedOtp | { retryAfter: number }> {
  const wait = await secondsUntilResend(tx, userId, OTP_RESEND_SECONDS);
  if (wait > 0) return { retryAfter: wait };
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, "0");
  const row = await insertOtp(tx, {
    userId,
    phone,
    codeHash: codeHash(userId, phone, code),
    validMinutes: OTP_VALID_MINUTES,
  });
  const createdAt = new Date(row.created_at);
  return {
    code,
    expiresAt: new Date(row.expires_at),
    resendAvailableAt: new Date(createdAt.getTime() + OTP_RESEND_SECONDS * 1000),
  };
}

export type OtpCheck =
  { ok: true } | { ok: false; reason: "none" | "expired" | "dead" } | { ok: false; reason: "wrong"; remaining: number };

/**
 * Checks `code` against the account's live code for `phone`. A wrong code uses up a try (5, then the code is
 * dead); the right one is consumed and `apply` runs in the same transaction (a failure there undoes both).
 */
export async function checkOtp(
  db: AppDb,
  userId: number,
  phone: string,
  code: string,
  apply: (tx: AppDb) => Promise<void>,
): Promise<OtpCheck> {
  return db.transaction(async (tx) => {
    const live = await lockNewestOtp(tx, userId);
    if (!live || live.consumed || live.phone_number !== phone) return { ok: false, reason: "none" } as const;
    if (live.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: "dead" } as const;
    if (live.expired) return { ok: false, reason: "expired" } as const;
    const expected = Buffer.from(live.code_hash, "hex");
    const given = Buffer.from(codeHash(userId, phone, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      await countWrongAttempt(tx, live.id);
      const remaining = OTP_MAX_ATTEMPTS - live.attempts - 1;
      return remaining > 0
        ? ({ ok: false, reason: "wrong", remaining } as const)
        : ({ ok: false, reason: "dead" } as const);
    }
    await consumeOtp(tx, live.id);
    await apply(tx);
    return { ok: true } as const;
  });
}
