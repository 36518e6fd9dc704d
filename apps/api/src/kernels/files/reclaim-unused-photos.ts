import type { AppDb } from "../../platform/db/client.js";
import { photoKey } from "./file-keys.js";
import { UNUSED_PHOTO_HOURS } from "./upload-limits.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { pruneEmptyJobRuns } from "../../platform/scheduler/job-run-repository.js";
import { claimUnusedPhotos, deleteUploadedPhotos } from "./photo-reclaim-repository.js";
import { recordJobRun } from "../../platform/scheduler/record-job-run.js";
import { clock } from "../../platform/clock.js";

export const PHOTO_RECLAIM_JOB = "photo-reclaim";
const BATCH_SIZE = 200;

/**
 * One batch in one transaction: uploads older than `before` that nothing uses lose their files, then their rows.
 * Rows another transaction holds (another process's batch, a listing save linking the photo right now) are
 * skipped and looked at again next time. Files go first: if the rows cannot be deleted, the next run finds them
 * again, and a file already gone is no error.
 */
async function reclaimBatch(db: AppDb, storage: FileStorage, before: Date, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await claimUnusedPhotos(tx, before, batchSize);
    if (rows.length === 0) return 0;
    await Promise.all(
      rows.flatMap((r) =>
        [...new Set(r.widths.map((w) => photoKey(r.uuid, r.purpose, w)))].map((key) => storage.delete(key)),
      ),
    );
    await deleteUploadedPhotos(
      tx,
      rows.map((r) => r.uuid),
    );
    return rows.length;
  });
}

/**
 * Reclaims every upload that nothing has used for UNUSED_PHOTO_HOURS hours (ADR 0022), rows and files, batch by
 * batch, and records the run in job_runs. Safe in any number of processes at once. Returns how many it removed.
 */
export async function reclaimUnusedPhotos(
  db: AppDb,
  storage: FileStorage,
  now = clock.now(),
  options: { batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const before = new Date(now.getTime() - UNUSED_PHOTO_HOURS * 3600_000);
  const total = await recordJobRun(db, PHOTO_RECLAIM_JOB, async () => {
    let done = 0;
    for (;;) {
      const n = await reclaimBatch(db, storage, before, batchSize);
      done += n;
      if (n < batchSize) return done;
    }
  });
  await pruneEmptyJobRuns(db, PHOTO_RECLAIM_JOB);
  return total;
}
