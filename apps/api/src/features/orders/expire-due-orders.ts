import type { AppDb } from "../../platform/db/client.js";
import { pruneEmptyJobRuns } from "../../platform/scheduler/job-run-repository.js";
import { expireDueOrderBatch } from "./order-expiry-repository.js";
import { recordJobRun } from "../../platform/scheduler/record-job-run.js";

export const ORDER_EXPIRY_JOB = "order-expiry";
const BATCH_SIZE = 100;

/**
 * Expires every due order, batch by batch, and records the run in job_runs. Safe to run in many processes.
 * Runs that found nothing are kept a week (they show the job is alive), the others for good.
 */
export async function expireDueOrders(db: AppDb, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const total = await recordJobRun(db, ORDER_EXPIRY_JOB, async () => {
    let done = 0;
    for (;;) {
      const n = await expireDueOrderBatch(db, batchSize);
      done += n;
      if (n < batchSize) return done;
    }
  });
  await pruneEmptyJobRuns(db, ORDER_EXPIRY_JOB);
  return total;
}
