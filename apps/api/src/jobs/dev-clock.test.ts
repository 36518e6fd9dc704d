import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { DAY_SECONDS, letTimePass } from "../../test/clock.js";
import { createAgent } from "../../test/coins.js";
import { testDriver } from "../../test/database-template.js";
import { insertListing } from "../../test/listings.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { buildApp } from "../app.js";
import { clock } from "../platform/clock.js";
import { loadConfig } from "../platform/config.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { loadClockOffset } from "../platform/db/clock-offset-repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Test files share a worker (isolate: false): the next one starts on the machine's time.
afterAll(async () => {
  clock.useOffset(0);
  await t.close();
});

const listingState = (id: number) =>
  rowsOf(
    t.database.db,
    v.object({ status: v.string(), from_ms: v.nullable(v.number()) }),
    sql`SELECT status, (extract(epoch FROM membership_from) * 1000)::float8 AS from_ms FROM listings WHERE id = ${id}`,
  );

const isPublic = async (uuid: string) =>
  (await t.app.inject({ method: "GET", url: `/api/search/listings/${uuid}` })).statusCode === 200;

describe(`the development clock (${testDriver()})`, () => {
  it("reads the machine's time until it is moved", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/clock" });
    expect(res.statusCode).toBe(200);
    const { now, offset_seconds } = res.json().data;
    expect(offset_seconds).toBe(0);
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
  });

  it("refuses a move that is not a positive whole number of seconds, at most two years", async () => {
    for (const seconds of [0, -60, 1.5, 63_244_801, "satu"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/dev/clock/advance", payload: { seconds } });
      expect(res.statusCode, String(seconds)).toBe(470);
      expect(res.json().errors.seconds).toBeTruthy();
    }
    expect(clock.offsetSeconds()).toBe(0);
  });

  it("moves business time forward and runs the time-driven jobs: a listing past its 120 days goes to Lampau", async () => {
    const userId = await createAgent(t.database.db, "jam.maju@contoh.id");
    const listing = await insertListing(t.database.db, userId, { status: "ACTIVE" });
    expect(await isPublic(listing.uuid)).toBe(true);

    const moved = await letTimePass(t.app, 121 * DAY_SECONDS);
    expect(moved.offset_seconds).toBe(121 * DAY_SECONDS);
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(120 * DAY_SECONDS * 1000);
    expect(moved.jobs.find((j) => j.job === "listing-expiry")?.processed).toBeGreaterThanOrEqual(1);
    expect((await listingState(listing.id))[0]?.status).toBe("INACTIVE");
    expect(await isPublic(listing.uuid)).toBe(false);
  });

  it("is read by the triggers too: a membership bought after the last one lapsed makes the listings public", async () => {
    // The agent's year began now (the clock's, 121 days ahead); let it lapse, then a new term starts.
    const db = t.database.db;
    const userId = await createAgent(db, "jeda.anggota@contoh.id", { membership: false });
    const now = clock.now();
    await db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      VALUES (${userId}, 'SILVER', ${now}::timestamptz, ${now}::timestamptz + interval '30 days')`);
    await letTimePass(t.app, 40 * DAY_SECONDS);
    const listing = await insertListing(db, userId);
    const renewedAt = clock.now();
    await db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      VALUES (${userId}, 'SILVER', ${renewedAt}::timestamptz, ${renewedAt}::timestamptz + interval '365 days')`);
    await db.execute(sql`UPDATE listings SET status = 'ACTIVE', activated_at = ${renewedAt}, posted_at = ${renewedAt},
      expires_at = ${renewedAt}::timestamptz + interval '120 days' WHERE id = ${listing.id}`);
    expect((await listingState(listing.id))[0]?.from_ms).toBe(renewedAt.getTime());
    expect(await isPublic(listing.uuid)).toBe(true);
  });

  it("stays moved when the API starts again on the same database", async () => {
    const before = clock.offsetSeconds();
    clock.useOffset(0);
    await loadClockOffset(t.database.db, "test");
    expect(clock.offsetSeconds()).toBe(before);
  });

  it("does not exist in production, where it is the machine's time whatever the database holds", async () => {
    await loadClockOffset(t.database.db, "production");
    const prod = await buildApp(
      loadConfig({
        NODE_ENV: "production",
        DATA_DIR: "/tmp/unused",
        PUBLIC_URL: "https://griya.example",
        PAYMENT_GATEWAY: "sandbox",
      }),
      t.database,
    );
    try {
      expect(clock.offsetSeconds()).toBe(0);
      for (const [method, url] of [
        ["GET", "/api/dev/clock"],
        ["POST", "/api/dev/clock/advance"],
      ] as const) {
        const res = await prod.inject({ method, url, payload: method === "POST" ? { seconds: 60 } : undefined });
        expect(res.statusCode, url).toBe(404);
      }
      expect(clock.offsetSeconds()).toBe(0);
    } finally {
      await prod.close();
    }
  });
});
