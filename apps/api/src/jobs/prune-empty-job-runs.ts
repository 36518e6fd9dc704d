import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";

/** Runs that found nothing are kept a week (they show the job is alive); the others for good. */
export async function pruneEmptyJobRuns(db: AppDb, job: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM job_runs
    WHERE job = ${job} AND processed = 0 AND error IS NULL AND finished_at IS NOT NULL
      AND started_at < now() - interval '7 days'`);
}
