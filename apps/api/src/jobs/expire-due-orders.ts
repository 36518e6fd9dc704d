import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { recordJobRun } from "./record-job-run.js";

export const ORDER_EXPIRY_JOB = "order-expiry";
const BATCH_SIZE = 100;

/**
 * One batch: claims PENDING orders past pay_before that nobody else holds (SKIP LOCKED: another process's
 * batch, or a payment notification being applied), marks them EXPIRED and their open payment EXPIRED, in one
 * statement. Returns how many orders it expired.
 */
async function expireBatch(db: AppDb, batchSize: number): Promise<number> {
  const rows = await rowsOf<{ orders: number }>(db, sql`
    WITH due AS (
      SELECT id FROM orders
      WHERE status = 'PENDING' AND pay_before <= now()
      ORDER BY pay_before
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE orders o SET status = 'EXPIRED', expired_at = now() FROM due WHERE o.id = due.id RETURNING o.id
    ), closed AS (
      UPDATE payments p SET status = 'EXPIRED' FROM expired e WHERE p.order_id = e.id AND p.status = 'PENDING' RETURNING p.id
    )
    SELECT (SELECT count(*) FROM expired)::int AS orders, (SELECT count(*) FROM closed)::int AS payments`);
  return rows[0]!.orders;
}

/**
 * Expires every due order, batch by batch, and records the run in job_runs. Safe to run in many processes.
 * Runs that found nothing are kept a week (they show the job is alive), the others for good.
 */
export async function expireDueOrders(db: AppDb, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const total = await recordJobRun(db, ORDER_EXPIRY_JOB, async () => {
    let done = 0;
    for (;;) {
      const n = await expireBatch(db, batchSize);
      done += n;
      if (n < batchSize) return done;
    }
  });
  await db.execute(sql`
    DELETE FROM job_runs
    WHERE job = ${ORDER_EXPIRY_JOB} AND processed = 0 AND error IS NULL AND finished_at IS NOT NULL
      AND started_at < now() - interval '7 days'`);
  return total;
}
