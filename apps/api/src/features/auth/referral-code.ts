import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789";

/** 8 characters of A–Z and 2–9 (DECISIONS.md "Referral"). */
export function randomReferralCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** A code no account has yet (34^8 codes: a retry is already rare). */
export async function newReferralCode(db: AppDb): Promise<string> {
  for (;;) {
    const code = randomReferralCode();
    const taken = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users WHERE referral_code = ${code}`);
    if (taken[0]?.n === 0) return code;
  }
}

/** The id of the agent owning an enabled code, or undefined. */
export async function findReferrer(db: AppDb, code: string): Promise<number | undefined> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    SELECT id FROM users WHERE referral_code = ${code.toUpperCase()} AND referral_code_disabled_at IS NULL`);
  return rows[0]?.id;
}
