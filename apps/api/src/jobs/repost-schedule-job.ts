import type { AppDb } from "../platform/db/client.js";
import type { Messenger } from "../platform/messaging/message.js";
import { runDueRepostSchedules, REPOST_SCHEDULE_JOB } from "./run-due-repost-schedules.js";
import { startPeriodicJob, type JobLog, type PeriodicJob } from "../platform/scheduler/periodic-job.js";

/** Started by each API process (start.ts): every intervalSeconds it runs the repost slots that are due. */
export function startRepostScheduleJob(
  db: AppDb,
  messenger: Messenger,
  intervalSeconds: number,
  log: JobLog,
): PeriodicJob {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  return startPeriodicJob(
    REPOST_SCHEDULE_JOB,
    intervalSeconds * 1000,
    () => runDueRepostSchedules(db, new Date(), messenger),
    log,
  );
}
