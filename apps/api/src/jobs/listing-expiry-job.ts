import type { AppDb } from "../platform/db/client.js";
import { expireDueListings, LISTING_EXPIRY_JOB } from "../features/listings/index.js";
import { startPeriodicJob, type JobLog, type PeriodicJob } from "../platform/scheduler/periodic-job.js";

/** Started by each API process (start.ts): every intervalSeconds it moves listings past their expiry to Lampau. */
export function startListingExpiryJob(db: AppDb, intervalSeconds: number, log: JobLog): PeriodicJob {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  return startPeriodicJob(LISTING_EXPIRY_JOB, intervalSeconds * 1000, () => expireDueListings(db), log);
}
