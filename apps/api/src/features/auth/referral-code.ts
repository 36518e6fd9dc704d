import { randomInt } from "node:crypto";
import type { AppDb } from "../../platform/db/client.js";
import { referralCodeTaken } from "./account-repository.js";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789";

/** 8 characters of A–Z and 2–9 (docs/product/coins.md#referral). */
function randomReferralCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** A code no account has yet (34^8 codes: a retry is already rare). */
export async function newReferralCode(db: AppDb): Promise<string> {
  for (;;) {
    const code = randomReferralCode();
    if (!(await referralCodeTaken(db, code))) return code;
  }
}
