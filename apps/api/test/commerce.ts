import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import type { AppDb } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { bearer } from "./test-app.js";

/** The uuid of a seeded product by code (MEMBERSHIP_SILVER, COIN_50, LISTING_SLOT …). */
export async function productUuid(db: AppDb, code: string): Promise<string> {
  const rows = await rowsOf(
    db,
    v.object({ uuid: v.string() }),
    sql`SELECT uuid::text AS uuid FROM products WHERE code = ${code}`,
  );
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

const Term = v.object({
  tier: v.string(),
  started_at: v.string(),
  expires_at: v.string(),
  source: v.string(),
  order_id: v.nullable(v.number()),
});
export type Terms = v.InferOutput<typeof Term>[];

export async function termsOf(db: AppDb, userId: number): Promise<Terms> {
  return rowsOf(
    db,
    Term,
    sql`SELECT tier, started_at, expires_at, source, order_id FROM memberships
    WHERE user_id = ${userId} ORDER BY started_at, id`,
  );
}

export async function coinBatchesOf(db: AppDb, userId: number) {
  return rowsOf(
    db,
    v.object({
      source: v.string(),
      product_name: v.string(),
      amount: v.number(),
      expires_at: v.string(),
      order_id: v.nullable(v.number()),
    }),
    sql`
    SELECT source, product_name, amount, expires_at, order_id FROM coin_batches WHERE user_id = ${userId} ORDER BY id`,
  );
}

export function placeOrder(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: "POST", url: "/api/orders", headers: bearer(token), payload });
}

export async function orderIdOf(db: AppDb, uuid: string): Promise<number> {
  const rows = await rowsOf(db, v.object({ id: v.number() }), sql`SELECT id FROM orders WHERE uuid = ${uuid}::uuid`);
  return rows[0]!.id;
}

export const DAY_MS = 86_400_000;
