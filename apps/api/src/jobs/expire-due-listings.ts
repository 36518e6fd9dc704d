import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { pruneEmptyJobRuns } from "./prune-empty-job-runs.js";
import { recordJobRun } from "./record-job-run.js";

export const LISTING_EXPIRY_JOB = "listing-expiry";
const BATCH_SIZE = 500;

/**
 * One batch: ACTIVE listings whose 120 days are over move to Lampau (INACTIVE), which frees their slots. Rows
 * another transaction holds (an agent's repost that may move the expiry, another process's batch) are skipped
 * and looked at again on the next run.
 */
async function expireBatch(db: AppDb, now: Date, batchSize: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db, sql`
    WITH due AS (
      SELECT id FROM listings
      WHERE status = 'ACTIVE' AND expires_at <= ${now}
      ORDER BY expires_at
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE listings l SET status = 'INACTIVE', deactivated_at = l.expires_at, updated_at = ${now}
      FROM due WHERE l.id = due.id
      RETURNING l.id
    )
    SELECT count(*)::int AS n FROM expired`);
  return rows[0]!.n;
}

/** Expires every listing due at `now`, batch by batch, and records the run in job_runs. Safe in many processes. */
export async function expireDueListings(db: AppDb, now = new Date(), options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const total = await recordJobRun(db, LISTING_EXPIRY_JOB, async () => {
    let done = 0;
    for (;;) {
      const n = await expireBatch(db, now, batchSize);
      done += n;
      if (n < batchSize) return done;
    }
  });
  await pruneEmptyJobRuns(db, LISTING_EXPIRY_JOB);
  return total;
}
