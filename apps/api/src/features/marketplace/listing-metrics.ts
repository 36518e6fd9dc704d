import type { AppDb } from "../../platform/db/client.js";
import { AgentRevealCounts } from "./agent-reveal-counts.js";
import { BeaconViews } from "./beacon-views.js";
import { addListingCounts, existingListingIds, lockFreeListings } from "./listing-counter-repository.js";

type Counts = { visits: number; impressions: number; contacts: number };

/** Rows per flush transaction: short transactions, few locks held at once. */
const FLUSH_CHUNK = 5000;

/**
 * Visits, impressions and contact reveals of listings, added up in this process's memory so a search page or a listing
 * page never writes per listing (docs/product/listings.md#numbers-on-a-listing); flush() adds them to the listings'
 * counters (a job runs it at least every minute, and at shutdown). Each count reaches the database exactly once: a
 * flush takes the pending counts away before writing and puts back what it did not write. The WhatsApp reveals of agent
 * pages are counted beside them and written by the same flush (ADR 0060).
 */
export class ListingMetrics {
  private pending = new Map<number, Counts>();

  /** Reveals of agents' WhatsApp numbers on their pages, per agent and WIB day. */
  readonly agentReveals = new AgentRevealCounts();

  /** Views reported by the beacons of pages a cache may keep: counted here once their marks are new (ADR 0075). */
  readonly beaconViews = new BeaconViews();

  private entry(listingId: number): Counts {
    let counts = this.pending.get(listingId);
    if (!counts) {
      counts = { visits: 0, impressions: 0, contacts: 0 };
      this.pending.set(listingId, counts);
    }
    return counts;
  }

  /** One impression for each listing shown on a result page. */
  recordImpressions(listingIds: readonly number[]): void {
    for (const id of listingIds) this.entry(id).impressions += 1;
  }

  recordVisit(listingId: number): void {
    this.entry(listingId).visits += 1;
  }

  recordContact(listingId: number): void {
    this.entry(listingId).contacts += 1;
  }

  /** Listings with counts not yet written. */
  get pendingListings(): number {
    return this.pending.size;
  }

  /**
   * Adds the pending counts to the listings and returns how many listings were written. Rows another transaction
   * holds (a repost, an edit) are skipped, not waited for, and keep their counts for the next flush: a flush never
   * blocks an agent's action nor deadlocks with it. Deleted listings are dropped. The beacons' new views are counted
   * first; the agents' reveals are written too, even when the listings' counts fail.
   */
  async flush(db: AppDb): Promise<number> {
    try {
      // The beacons' new views join the pending counts first; their failure does not stop the counts' flush.
      const [beacons] = await Promise.allSettled([
        this.beaconViews.flush(db, (kind, id) => (kind === "v" ? this.recordVisit(id) : this.recordImpressions([id]))),
      ]);
      const written = await this.flushListings(db);
      if (beacons.status === "rejected") throw beacons.reason as Error;
      return written;
    } finally {
      await this.agentReveals.flush(db);
    }
  }

  private async flushListings(db: AppDb): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = [...this.pending];
    this.pending = new Map();
    let done = 0;
    let written = 0;
    const kept: [number, Counts][] = [];
    try {
      for (; done < batch.length; done += FLUSH_CHUNK) {
        const chunk = batch.slice(done, done + FLUSH_CHUNK);
        const deltas = chunk.map(([id, c]) => ({ id, v: c.visits, i: c.impressions, c: c.contacts }));
        const updated = await db.transaction(async (tx) => {
          const locked = await lockFreeListings(
            tx,
            chunk.map(([id]) => id),
          );
          if (locked.length === 0) return new Set<number>();
          await addListingCounts(tx, deltas, locked);
          return new Set(locked);
        });
        written += updated.size;
        const skipped = chunk.filter(([id]) => !updated.has(id));
        if (skipped.length > 0) {
          // Skipped because locked (kept for later) or because deleted (dropped).
          const exists = new Set(
            await existingListingIds(
              db,
              skipped.map(([id]) => id),
            ),
          );
          kept.push(...skipped.filter(([id]) => exists.has(id)));
        }
      }
    } catch (error) {
      // What was not written goes back, added to whatever arrived meanwhile.
      this.restore([...kept, ...batch.slice(done)]);
      throw error;
    }
    this.restore(kept);
    return written;
  }

  private restore(entries: readonly [number, Counts][]): void {
    for (const [id, c] of entries) {
      const counts = this.entry(id);
      counts.visits += c.visits;
      counts.impressions += c.impressions;
      counts.contacts += c.contacts;
    }
  }
}
