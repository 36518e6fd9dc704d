import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { phoneOtps } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** Seconds until the account's last code may be followed by another (0 or less: now). */
export async function secondsUntilResend(tx: AppDb, userId: number, resendSeconds: number): Promise<number> {
  const last = await rowsOf(
    tx,
    v.object({ wait: v.number() }),
    sql`
    SELECT ceil(extract(epoch FROM created_at + make_interval(secs => ${resendSeconds}) - ${sqlNow()}))::int AS wait
    FROM phone_otps WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return last[0]?.wait ?? 0;
}

export async function insertOtp(
  tx: AppDb,
  otp: { userId: number; phone: string; codeHash: string; validMinutes: number },
): Promise<{ expires_at: Date | string; created_at: Date | string }> {
  const rows = await rowsOf(
    tx,
    v.object({ expires_at: v.string(), created_at: v.string() }),
    sql`
    INSERT INTO phone_otps (user_id, phone_number, code_hash, expires_at)
    VALUES (${otp.userId}, ${otp.phone}, ${otp.codeHash}, ${sqlNow()} + make_interval(mins => ${otp.validMinutes}))
    RETURNING expires_at, created_at`,
  );
  return rows[0]!;
}

export const LiveOtpRow = v.object({
  id: v.number(),
  phone_number: v.string(),
  code_hash: v.string(),
  attempts: v.number(),
  consumed: v.boolean(),
  expired: v.boolean(),
});
export type LiveOtpRow = v.InferOutput<typeof LiveOtpRow>;

/** The account's newest code, locked for the check (inside the check's transaction). */
export async function lockNewestOtp(tx: AppDb, userId: number): Promise<LiveOtpRow | undefined> {
  const rows = await rowsOf(
    tx,
    LiveOtpRow,
    sql`
    SELECT id::int AS id, phone_number, code_hash, attempts, consumed_at IS NOT NULL AS consumed, expires_at <= ${sqlNow()} AS expired
    FROM phone_otps WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
  );
  return rows[0];
}

export async function countWrongAttempt(tx: AppDb, otpId: number): Promise<void> {
  await tx
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(sql`${phoneOtps.id} = ${otpId}`);
}

export async function consumeOtp(tx: AppDb, otpId: number): Promise<void> {
  await tx
    .update(phoneOtps)
    .set({ consumedAt: sqlNow() })
    .where(sql`${phoneOtps.id} = ${otpId}`);
}
