import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { users } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** True when another account has verified this number (one verified owner per number). */
export async function phoneVerifiedElsewhere(db: AppDb, phone: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.phoneNumberVerifiedAt), ne(users.id, userId)));
  return rows.length > 0;
}

/** Locks the user row for the rest of the transaction, so two code requests of one account queue. */
export async function lockUser(tx: AppDb, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Stores the number a code was sent to (still unverified). */
export async function setUnverifiedPhone(tx: AppDb, userId: number, phone: string): Promise<void> {
  await tx.update(users).set({ phoneNumber: phone, updatedAt: sqlNow() }).where(eq(users.id, userId));
}

export async function markPhoneVerified(tx: AppDb, userId: number): Promise<void> {
  await tx.update(users).set({ phoneNumberVerifiedAt: sqlNow(), updatedAt: sqlNow() }).where(eq(users.id, userId));
}

/** Sets a verified number; replacing a verified one starts the change lock again (phone_number_changed_at). */
export async function setVerifiedPhone(
  tx: AppDb,
  userId: number,
  phone: string,
  replacesVerified: boolean,
): Promise<void> {
  await tx
    .update(users)
    .set({
      phoneNumber: phone,
      phoneNumberVerifiedAt: sqlNow(),
      phoneNumberChangedAt: replacesVerified ? sqlNow() : sql`${users.phoneNumberChangedAt}`,
      updatedAt: sqlNow(),
    })
    .where(eq(users.id, userId));
}

/** Claims the account's one trial; false when it was claimed before (the check and the claim are one statement). */
export async function claimTrial(tx: AppDb, userId: number): Promise<boolean> {
  const claimed = await rowsOf(
    tx,
    v.object({ id: v.number() }),
    sql`
    UPDATE users SET trial_granted_at = ${sqlNow()} WHERE id = ${userId} AND trial_granted_at IS NULL RETURNING id`,
  );
  return claimed.length > 0;
}

/** Starts the TRIAL membership (length and bonus coins from membership_tiers). */
export async function insertTrialMembership(
  tx: AppDb,
  userId: number,
): Promise<{ bonus_coins: number; expires_at: string } | undefined> {
  const tier = await rowsOf(
    tx,
    v.object({ bonus_coins: v.number(), expires_at: v.string() }),
    sql`
    INSERT INTO memberships (user_id, tier, started_at, expires_at, source)
    SELECT ${userId}, code, ${sqlNow()}, ${sqlNow()} + make_interval(days => duration_days), 'TRIAL' FROM membership_tiers WHERE code = 'TRIAL'
    RETURNING expires_at, (SELECT bonus_coins FROM membership_tiers WHERE code = 'TRIAL') AS bonus_coins`,
  );
  return tier[0];
}
