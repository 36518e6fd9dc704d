import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { testDriver } from "../../../test/database-template.js";
import { countersOf, insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { ListingMetrics } from "./listing-metrics.js";
import { startListingMetricsJob } from "../../jobs/listing-metrics-job.js";

let t: TestApp;
let db: AppDb;
const listings: InsertedListing[] = [];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const budi = await userIdOf(db, "agen@demo.id");
  for (let i = 0; i < 6; i++) listings.push(await insertMarketListing(db, budi, { photoWidths: [] }));
});
afterAll(() => t.close());

describe(`listing metrics (${testDriver()})`, () => {
  it("adds what two processes counted for the same listings, flushing at the same time, exactly once", async () => {
    const ids = listings.map((l) => l.id);
    const one = new ListingMetrics();
    const two = new ListingMetrics();
    for (let round = 0; round < 50; round++) {
      one.recordImpressions(ids);
      two.recordImpressions([...ids].reverse());
      one.recordVisit(ids[round % ids.length]!);
      two.recordContact(ids[0]!);
    }
    // A flush skips rows the other holds at that moment and keeps their counts for its next run.
    let written = 0;
    for (let run = 0; run < 5 && one.pendingListings + two.pendingListings > 0; run++) {
      written += (await Promise.all([one.flush(db), two.flush(db)])).reduce((a, b) => a + b, 0);
    }
    expect(written).toBe(12);
    expect(one.pendingListings + two.pendingListings).toBe(0);
    const rows = await rowsOf(
      db,
      v.object({ impression_count: v.number(), visit_count: v.number(), contact_count: v.number() }),
      sql`
      SELECT impression_count, visit_count, contact_count FROM listings
      WHERE id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::int) ORDER BY id`,
    );
    expect(rows.map((r) => r.impression_count)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(rows.reduce((sum, r) => sum + r.visit_count, 0)).toBe(50);
    expect(rows.map((r) => r.contact_count)).toEqual([50, 0, 0, 0, 0, 0]);
  });

  it.skipIf(testDriver() !== "pg")(
    "does not wait for a listing another transaction holds: it is written next time",
    async () => {
      const metrics = new ListingMetrics();
      const [held, free] = [listings[2]!, listings[3]!];
      const before = { held: await countersOf(db, held.id), free: await countersOf(db, free.id) };
      metrics.recordVisit(held.id);
      metrics.recordVisit(free.id);
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM listings WHERE id = ${held.id} FOR UPDATE`);
        locked();
        await holding;
      });
      await isLocked;
      expect(await metrics.flush(db)).toBe(1);
      expect(metrics.pendingListings).toBe(1);
      release();
      await holder;
      expect(await metrics.flush(db)).toBe(1);
      expect((await countersOf(db, held.id)).visit_count).toBe(before.held.visit_count + 1);
      expect((await countersOf(db, free.id)).visit_count).toBe(before.free.visit_count + 1);
    },
  );

  it("flushes on the job's schedule and once more when it stops (shutdown)", async () => {
    const metrics = new ListingMetrics();
    const listing = listings[4]!;
    const before = (await countersOf(db, listing.id)).visit_count;
    const log = { info: () => {}, error: () => {} };
    const job = startListingMetricsJob(db, metrics, 1, log);
    metrics.recordVisit(listing.id);
    await expect.poll(async () => (await countersOf(db, listing.id)).visit_count, { timeout: 5000 }).toBe(before + 1);
    metrics.recordVisit(listing.id);
    await job.stop();
    expect((await countersOf(db, listing.id)).visit_count).toBe(before + 2);
    expect(metrics.pendingListings).toBe(0);
  });

  it("skips listings deleted before the flush", async () => {
    const metrics = new ListingMetrics();
    const gone = await insertMarketListing(db, await userIdOf(db, "agen@demo.id"), { photoWidths: [] });
    metrics.recordVisit(gone.id);
    metrics.recordVisit(listings[1]!.id);
    await db.execute(sql`DELETE FROM listings WHERE id = ${gone.id}`);
    const before = await countersOf(db, listings[1]!.id);
    await metrics.flush(db);
    expect((await countersOf(db, listings[1]!.id)).visit_count).toBe(before.visit_count + 1);
    expect(metrics.pendingListings).toBe(0);
  });
});
