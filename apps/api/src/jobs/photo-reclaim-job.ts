import type { AppDb } from "../platform/db/client.js";
import type { FileStorage } from "../platform/storage/file-storage.js";
import { startPeriodicJob, type JobLog, type PeriodicJob } from "../platform/scheduler/periodic-job.js";
import { PHOTO_RECLAIM_JOB, reclaimUnusedPhotos } from "../kernels/files/reclaim-unused-photos.js";

/** Started by each API process (start.ts): every intervalSeconds it removes uploads nothing has used for a day. */
export function startPhotoReclaimJob(
  db: AppDb,
  storage: FileStorage,
  intervalSeconds: number,
  log: JobLog,
): PeriodicJob {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  return startPeriodicJob(PHOTO_RECLAIM_JOB, intervalSeconds * 1000, () => reclaimUnusedPhotos(db, storage), log);
}
