import type { AppDb } from "../../platform/db/client.js";
import { clock } from "../../platform/clock.js";
import { deleteViewMarksBefore, insertNewViewMarks, type ViewMark } from "./view-mark-repository.js";
import type { ViewKind } from "./view-token.js";

/** Rows per flush statement. */
const FLUSH_CHUNK = 5000;
/** Marks kept waiting at most: past it a flood of beacons is dropped rather than filling the memory. */
const MAX_PENDING = 200_000;
const HOUR = 3_600_000;

/**
 * Views reported by pages' beacons (ADR 0075), kept in this process's memory until the metrics flush: each counts
 * once per client, listing, kind and hour across every API process, because flush() first writes its mark
 * (listing_view_marks) and counts only the marks that were new. Marks older than two hours are deleted then too.
 */
export class BeaconViews {
  private pending = new Map<string, ViewMark>();

  record(clientKey: string, kind: ViewKind, listingIds: readonly number[], at = clock.now()): void {
    const hourStart = new Date(Math.floor(at.getTime() / HOUR) * HOUR).toISOString();
    for (const listingId of listingIds) {
      if (this.pending.size >= MAX_PENDING) return;
      const key = `${clientKey}|${listingId}|${kind}|${hourStart}`;
      if (!this.pending.has(key)) {
        this.pending.set(key, { client_key: clientKey, listing_id: listingId, kind, hour_start: hourStart });
      }
    }
  }

  get pendingMarks(): number {
    return this.pending.size;
  }

  /** Writes the pending marks and hands each new one to `count`; what could not be written stays pending. */
  async flush(db: AppDb, count: (kind: ViewKind, listingId: number) => void): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    let done = 0;
    try {
      for (; done < batch.length; done += FLUSH_CHUNK) {
        const fresh = await insertNewViewMarks(db, batch.slice(done, done + FLUSH_CHUNK));
        for (const mark of fresh) count(mark.kind, mark.listing_id);
      }
      await deleteViewMarksBefore(db, new Date(clock.now().getTime() - 2 * HOUR));
    } catch (error) {
      for (const mark of batch.slice(done)) {
        this.pending.set(`${mark.client_key}|${mark.listing_id}|${mark.kind}|${mark.hour_start}`, mark);
      }
      throw error;
    }
  }
}
