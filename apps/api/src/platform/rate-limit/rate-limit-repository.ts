import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";

/**
 * Counts one attempt on `bucket` in a fixed window of windowSeconds, atomically and on the database clock, in one
 * statement (the SET expressions all read the old row): the attempts of the window so far and the seconds until
 * it ends.
 */
export async function countAttempt(
  db: AppDb,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; retry_after: number }> {
  const w = windowSeconds;
  const rows = await rowsOf(
    db,
    v.object({ hits: v.number(), retry_after: v.number() }),
    sql`
    INSERT INTO rate_limits (bucket, window_started_at, window_ends_at, hits)
    VALUES (${bucket}, now(), now() + make_interval(secs => ${w}), 1)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_ends_at > now() THEN rate_limits.hits + 1 ELSE 1 END,
      window_started_at = CASE WHEN rate_limits.window_ends_at > now() THEN rate_limits.window_started_at ELSE now() END,
      window_ends_at = CASE WHEN rate_limits.window_ends_at > now() THEN rate_limits.window_ends_at
        ELSE now() + make_interval(secs => ${w}) END
    RETURNING hits,
      -- A transaction that waited on a concurrent insert has an earlier now(); never report more than the window.
      least(${w}, greatest(1, ceil(extract(epoch FROM window_ends_at - now()))))::int AS retry_after`,
  );
  return rows[0]!;
}

/** Deletes the buckets whose window ended more than a day ago. */
export async function sweepEndedBuckets(db: AppDb): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 day'`);
}

/** Takes one attempt off the bucket's count (never below zero). */
export async function giveBackAttempt(db: AppDb, bucket: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE bucket = ${bucket}`);
}
