import type { AppDb } from "../platform/db/client.js";
import { expireDueOrders, ORDER_EXPIRY_JOB } from "../features/orders/index.js";
import { startPeriodicJob, type JobLog, type PeriodicJob } from "../platform/scheduler/periodic-job.js";

/** Started by each API process (start.ts): every intervalSeconds it expires unpaid orders past pay_before. */
export function startOrderExpiryJob(db: AppDb, intervalSeconds: number, log: JobLog): PeriodicJob {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  return startPeriodicJob(ORDER_EXPIRY_JOB, intervalSeconds * 1000, () => expireDueOrders(db), log);
}
