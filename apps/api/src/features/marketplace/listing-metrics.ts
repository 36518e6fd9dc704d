import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";

type Counts = { visits: number; impressions: number; contacts: number };

/** Rows per flush transaction: short transactions, few locks held at once. */
const FLUSH_CHUNK = 5000;
const INT_MAX = 2_147_483_647;

/**
 * Visits, impressions and contact reveals of listings, added up in this process's memory so a search page or a
 * listing page never writes per listing (DECISIONS.md "Public marketplace"); flush() adds them to the listings'
 * counters (a job runs it at least every minute, and at shutdown). Each count reaches the database exactly once:
 * a flush takes the pending counts away before writing and puts back what it could not write.
 */
export class ListingMetrics {
  private pending = new Map<number, Counts>();

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
   * Adds the pending counts to the listings (deleted listings are skipped) and returns how many listings were
   * written. Rows are locked in id order, so two processes flushing at once never deadlock.
   */
  async flush(db: AppDb): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = [...this.pending].sort(([a], [b]) => a - b);
    this.pending = new Map();
    let written = 0;
    try {
      for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
        const chunk = batch.slice(start, start + FLUSH_CHUNK);
        const rows = JSON.stringify(chunk.map(([id, c]) => ({ id, v: c.visits, i: c.impressions, c: c.contacts })));
        await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM listings
            WHERE id IN (SELECT id FROM json_to_recordset(${rows}::json) AS d(id int)) ORDER BY id FOR UPDATE`);
          await tx.execute(sql`
            UPDATE listings l SET
              visit_count = least(l.visit_count::bigint + d.v, ${INT_MAX})::int,
              impression_count = least(l.impression_count::bigint + d.i, ${INT_MAX})::int,
              contact_count = least(l.contact_count::bigint + d.c, ${INT_MAX})::int
            FROM json_to_recordset(${rows}::json) AS d(id int, v int, i int, c int)
            WHERE l.id = d.id`);
        });
        written += chunk.length;
      }
    } catch (error) {
      // What was not written goes back, added to whatever arrived meanwhile.
      for (const [id, c] of batch.slice(written)) {
        const counts = this.entry(id);
        counts.visits += c.visits;
        counts.impressions += c.impressions;
        counts.contacts += c.contacts;
      }
      throw error;
    }
    return written;
  }
}
