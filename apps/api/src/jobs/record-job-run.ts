import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";

/** Runs a job and records it in job_runs (start, end, how many items, the error if it failed); rethrows. */
export async function recordJobRun(db: AppDb, job: string, run: () => Promise<number>): Promise<number> {
  const id = (await rowsOf<{ id: number }>(db, sql`INSERT INTO job_runs (job) VALUES (${job}) RETURNING id::int AS id`))[0]!.id;
  try {
    const processed = await run();
    await db.execute(sql`UPDATE job_runs SET finished_at = now(), processed = ${processed} WHERE id = ${id}`);
    return processed;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.execute(sql`UPDATE job_runs SET finished_at = now(), error = ${message.slice(0, 2000)} WHERE id = ${id}`);
    throw error;
  }
}
