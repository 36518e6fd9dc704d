import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDb } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { bearer } from "./test-app.js";

/** The uuid of a seeded product by code (MEMBERSHIP_SILVER, COIN_50, LISTING_SLOT …). */
export async function productUuid(db: AppDb, code: string): Promise<string> {
  const rows = await rowsOf<{ uuid: string }>(db, sql`SELECT uuid::text AS uuid FROM products WHERE code = ${code}`);
  if (!rows[0]) throw new Error(`no product ${code}`);
  return rows[0].uuid;
}

/** Replaces every membership term of a user with one term (days relative to now; a negative end = expired). */
export async function setMembership(
  db: AppDb,
  userId: number,
  term: { tier: "TRIAL" | "SILVER" | "GOLD" | "PLATINUM"; startedDaysAgo?: number; expiresInDays: number } | null,
): Promise<void> {
  await db.execute(sql`DELETE FROM memberships WHERE user_id = ${userId}`);
  if (!term) return;
  await db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
    VALUES (${userId}, ${term.tier}, now() - make_interval(days => ${term.startedDaysAgo ?? 10}::int),
      now() + make_interval(secs => ${term.expiresInDays * 86_400}::double precision))`);
}

export type Terms = { tier: string; started_at: Date; expires_at: Date; source: string; order_id: number | null }[];

export async function termsOf(db: AppDb, userId: number): Promise<Terms> {
  return rowsOf(
    db,
    sql`SELECT tier, started_at, expires_at, source, order_id FROM memberships
    WHERE user_id = ${userId} ORDER BY started_at, id`,
  );
}

export async function coinBatchesOf(db: AppDb, userId: number) {
  return rowsOf<{ source: string; product_name: string; amount: number; expires_at: Date; order_id: number | null }>(
    db,
    sql`
    SELECT source, product_name, amount, expires_at, order_id FROM coin_batches WHERE user_id = ${userId} ORDER BY id`,
  );
}

export function placeOrder(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: "POST", url: "/api/orders", headers: bearer(token), payload });
}

export async function orderIdOf(db: AppDb, uuid: string): Promise<number> {
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT id FROM orders WHERE uuid = ${uuid}::uuid`);
  return rows[0]!.id;
}

export const DAY_MS = 86_400_000;
