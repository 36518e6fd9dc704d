import type { AppDb } from "../../db/client.js";
import { startPeriodicJob, type JobLog, type PeriodicJob } from "../../jobs/periodic-job.js";
import type { ListingMetrics } from "./listing-metrics.js";

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
