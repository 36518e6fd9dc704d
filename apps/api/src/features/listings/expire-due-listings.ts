import type { AppDb } from "../../platform/db/client.js";
import { pruneEmptyJobRuns } from "../../platform/scheduler/job-run-repository.js";
import { expireDueListingBatch } from "./listing-expiry-repository.js";
import { recordJobRun } from "../../platform/scheduler/record-job-run.js";
import { clock } from "../../platform/clock.js";

export const LISTING_EXPIRY_JOB = "listing-expiry";
const BATCH_SIZE = 500;

/** Expires every listing due at `now`, batch by batch, and records the run in job_runs. Safe in many processes. */
export async function expireDueListings(
  db: AppDb,
  now = clock.now(),
  options: { batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const total = await recordJobRun(db, LISTING_EXPIRY_JOB, async () => {
    let done = 0;
    for (;;) {
      const n = await expireDueListingBatch(db, now, batchSize);
      done += n;
      if (n < batchSize) return done;
    }
  });
  await pruneEmptyJobRuns(db, LISTING_EXPIRY_JOB);
  return total;
}
