import type { AppDb } from "../db/client.js";
import { failJobRun, finishJobRun, startJobRun } from "./job-run-repository.js";

/** Runs a job and records it in job_runs (start, end, how many items, the error if it failed); rethrows. */
export async function recordJobRun(db: AppDb, job: string, run: () => Promise<number>): Promise<number> {
  const id = await startJobRun(db, job);
  try {
    const processed = await run();
    await finishJobRun(db, id, processed);
    return processed;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failJobRun(db, id, message.slice(0, 2000));
    throw error;
  }
}
