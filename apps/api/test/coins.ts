import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { hashPassword } from "../src/kernels/auth/password.js";

const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789";
let passwordHash: string | undefined;

/** An activated agent (password "rahasia123", verified phone) with a SILVER membership unless `membership: false`. */
export async function createAgent(
  db: AppDb,
  email: string,
  options: { membership?: boolean; activated?: boolean; referredBy?: number } = {},
): Promise<number> {
  passwordHash ??= await hashPassword("rahasia123");
  const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  const [row] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`
    INSERT INTO users (name, email, password_hash, email_verified_at, phone_number, phone_number_verified_at, referral_code,
      referred_by_user_id)
    VALUES (${`Agen ${email.split("@")[0]}`}, ${email}, ${passwordHash}, ${options.activated === false ? null : sql`now()`},
      ${`0857${String(randomInt(10_000_000, 99_999_999))}`}, now(), ${code}, ${options.referredBy ?? null})
    RETURNING id`,
  );
  if (options.membership !== false) {
    await db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      VALUES (${row!.id}, 'SILVER', now() - interval '1 day', now() + interval '364 days')`);
  }
  return row!.id;
}

/** A raw batch (bypassing creditCoins), e.g. an already expired one. */
export async function addBatch(
  db: AppDb,
  userId: number,
  b: { amount: number; expiresInDays: number; creditedDaysAgo?: number; remaining?: number; productName?: string },
): Promise<{ id: number; uuid: string; expires_at: string }> {
  // Times from the database clock, with its microseconds.
  const [row] = await rowsOf(
    db,
    v.object({ id: v.number(), uuid: v.string(), expires_at: v.string() }),
    sql`
    INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, credited_at, expires_at)
    VALUES (${userId}, 'PURCHASE', ${b.productName ?? `${b.amount} Koin`}, ${b.amount}, ${b.remaining ?? b.amount},
      now() - make_interval(days => ${b.creditedDaysAgo ?? 0}::int) - interval '1 second',
      now() + make_interval(days => ${b.expiresInDays}::int))
    RETURNING id, uuid::text AS uuid, expires_at::text AS expires_at`,
  );
  return row!;
}

/**
 * The ledger's books for some users: every credit equals what is left plus what was spent plus what was sent on.
 * Also the smallest remaining (never below zero).
 */
export async function ledgerBooks(db: AppDb, userIds: number[]) {
  const ids = JSON.stringify(userIds);
  const [r] = await rowsOf(
    db,
    v.object({
      credited: v.number(),
      remaining: v.number(),
      spent: v.number(),
      sent: v.number(),
      min_remaining: v.nullable(v.number()),
    }),
    sql`
    WITH b AS (SELECT * FROM coin_batches WHERE user_id IN (SELECT json_array_elements_text(${ids}::json)::int))
    SELECT coalesce((SELECT sum(amount) FROM b), 0)::int AS credited,
      coalesce((SELECT sum(remaining) FROM b), 0)::int AS remaining,
      coalesce((SELECT sum(a.amount) FROM coin_usage_allocations a JOIN b ON b.id = a.batch_id), 0)::int AS spent,
      coalesce((SELECT sum(t.amount) FROM coin_transfers t JOIN b ON b.id = t.source_batch_id), 0)::int AS sent,
      (SELECT min(remaining) FROM b) AS min_remaining`,
  );
  return r!;
}
