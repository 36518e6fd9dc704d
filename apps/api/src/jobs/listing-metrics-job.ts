import type { AppDb } from "../platform/db/client.js";
import { startPeriodicJob, type JobLog, type PeriodicJob } from "../platform/scheduler/periodic-job.js";
import type { ListingMetrics } from "../features/marketplace/index.js";

const LISTING_METRICS_JOB = "listing-metrics-flush";

/**
 * Started by each API process (start.ts): every intervalSeconds its in-memory visits, impressions and contacts
 * are added to the listings. stop() waits for a running flush and then flushes what is left, so a shutdown loses
 * no count.
 */
export function startListingMetricsJob(
  db: AppDb,
  metrics: ListingMetrics,
  intervalSeconds: number,
  log: JobLog,
): PeriodicJob {
  const job = startPeriodicJob(LISTING_METRICS_JOB, intervalSeconds * 1000, () => metrics.flush(db), log);
  return {
    async stop() {
      await job.stop();
      await metrics.flush(db);
    },
  };
}
