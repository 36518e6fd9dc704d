import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/**
 * One batch: claims PENDING orders past pay_before that nobody else holds (SKIP LOCKED: another process's
 * batch, or a payment notification being applied), marks them EXPIRED and their open payment EXPIRED, in one
 * statement. Returns how many orders it expired.
 */
export async function expireDueOrderBatch(db: AppDb, batchSize: number): Promise<number> {
  const rows = await rowsOf(
    db,
    v.object({ orders: v.number() }),
    sql`
    WITH due AS (
      SELECT id FROM orders
      WHERE status = 'PENDING' AND pay_before <= ${sqlNow()}
      ORDER BY pay_before
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE orders o SET status = 'EXPIRED', expired_at = ${sqlNow()} FROM due WHERE o.id = due.id RETURNING o.id
    ), closed AS (
      UPDATE payments p SET status = 'EXPIRED' FROM expired e WHERE p.order_id = e.id AND p.status = 'PENDING' RETURNING p.id
    )
    SELECT (SELECT count(*) FROM expired)::int AS orders, (SELECT count(*) FROM closed)::int AS payments`,
  );
  return rows[0]!.orders;
}
