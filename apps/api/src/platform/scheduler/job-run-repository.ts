import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { jobRuns } from "../db/schema.js";

/** A run of `job` starting now; its id. */
export async function startJobRun(db: AppDb, job: string): Promise<number> {
  const [row] = await db
    .insert(jobRuns)
    .values({ job })
    .returning({ id: sql<number>`${jobRuns.id}::int` });
  return row!.id;
}

export async function finishJobRun(db: AppDb, id: number, processed: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, processed })
    .where(sql`${jobRuns.id} = ${id}`);
}

export async function failJobRun(db: AppDb, id: number, error: string): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, error })
    .where(sql`${jobRuns.id} = ${id}`);
}

/** Runs that found nothing are kept a week (they show the job is alive); the others for good. */
export async function pruneEmptyJobRuns(db: AppDb, job: string): Promise<void> {
  await db
    .delete(jobRuns)
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.processed, 0),
        isNull(jobRuns.error),
        isNotNull(jobRuns.finishedAt),
        sql`${jobRuns.startedAt} < now() - interval '7 days'`,
      ),
    );
}
