import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

/**
 * One batch: ACTIVE listings whose 120 days are over move to Lampau (INACTIVE), which frees their slots. Rows
 * another transaction holds (an agent's repost that may move the expiry, another process's batch) are skipped
 * and looked at again on the next run.
 */
export async function expireDueListingBatch(db: AppDb, now: Date, batchSize: number): Promise<number> {
  const rows = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
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
    SELECT count(*)::int AS n FROM expired`,
  );
  return rows[0]!.n;
}
