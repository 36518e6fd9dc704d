import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { letTimePass } from "../../../test/clock.js";
import {
  BROWSER,
  countersOf,
  GOOGLEBOT,
  insertMarketListing,
  userIdOf,
  type InsertedListing,
} from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { ListingMetrics } from "./listing-metrics.js";

// A page a cache may keep counts its listings by the beacon it carries (ADR 0075), not when it is rendered.

let t: TestApp;
let db: AppDb;
let listing: InsertedListing;
const AREA = "31.71.01";
const ANDROID = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  listing = await insertMarketListing(db, await userIdOf(db, "agen@demo.id"), { areaId: AREA });
});
afterAll(() => t.close());

const asPortal = { "x-count-views": "beacon", "user-agent": BROWSER };

async function searchToken(): Promise<string> {
  const res = await t.app.inject({ url: `/api/search/listings?area_id=${AREA}`, headers: asPortal });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.data.map((c: { uuid: string }) => c.uuid)).toContain(listing.uuid);
  return body.meta.view_token as string;
}

const beacon = (token: string, userAgent = BROWSER, address = "203.0.113.9") =>
  t.app.inject({ url: `/api/search/views?t=${token}`, headers: { "user-agent": userAgent }, remoteAddress: address });

async function counted(run: () => Promise<unknown>) {
  await t.app.listingMetrics.flush(db);
  const before = await countersOf(db, listing.id);
  await run();
  await t.app.listingMetrics.flush(db);
  const after = await countersOf(db, listing.id);
  return {
    impressions: after.impression_count - before.impression_count,
    visits: after.visit_count - before.visit_count,
  };
}

describe(`the views beacon (${testDriver()})`, () => {
  it("a search asked for by beacon counts nothing itself; its token counts each listing once per client and hour", async () => {
    let token = "";
    expect(await counted(async () => (token = await searchToken()))).toEqual({ impressions: 0, visits: 0 });

    const first = await counted(async () => {
      const pixel = await beacon(token);
      expect(pixel.statusCode).toBe(200);
      expect(pixel.headers["content-type"]).toBe("image/gif");
      expect(pixel.headers["cache-control"]).toBe("no-store");
      expect(pixel.rawPayload.subarray(0, 6).toString()).toBe("GIF89a");
    });
    expect(first).toEqual({ impressions: 1, visits: 0 });
    // The same client again (a replay) counts nothing; a phone behind the same carrier address counts.
    expect(await counted(() => beacon(token))).toEqual({ impressions: 0, visits: 0 });
    expect(await counted(() => beacon(token, ANDROID))).toEqual({ impressions: 1, visits: 0 });
    // An hour later the same client counts again, while the token is fresh (a new page).
    await letTimePass(t.app, 3600);
    const fresh = await searchToken();
    expect(await counted(() => beacon(fresh, ANDROID))).toEqual({ impressions: 1, visits: 0 });
  });

  it("counts nothing for a forged, stale or bot's beacon, and answers each with the same pixel", async () => {
    const token = await searchToken();
    const [payload, mac] = token.split(".") as [string, string];
    // Another first character: the signature certainly differs (a fixed ending could match it by chance).
    const forged = `${payload}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    const results = await counted(async () => {
      expect((await beacon(forged, BROWSER, "198.51.100.1")).statusCode).toBe(200);
      expect((await beacon(token, GOOGLEBOT, "198.51.100.2")).statusCode).toBe(200);
      await letTimePass(t.app, 16 * 60);
      expect((await beacon(token, BROWSER, "198.51.100.3")).statusCode).toBe(200);
    });
    expect(results).toEqual({ impressions: 0, visits: 0 });
    expect((await beacon("no-dot")).statusCode).toBe(470);
  });

  it("the listing page's token counts a visit; without the header the page counts as before", async () => {
    const page = await t.app.inject({ url: `/api/search/listings/${listing.uuid}`, headers: asPortal });
    const token = page.json().data.view_token as string;
    expect(token).toBeTruthy();
    expect(await counted(() => beacon(token, BROWSER, "192.0.2.44"))).toEqual({ impressions: 0, visits: 1 });
    const direct = await counted(() =>
      t.app.inject({ url: `/api/search/listings/${listing.uuid}`, headers: { "user-agent": BROWSER } }),
    );
    expect(direct).toEqual({ impressions: 0, visits: 1 });
    const plain = await t.app.inject({
      url: `/api/search/listings/${listing.uuid}`,
      headers: { "user-agent": BROWSER },
    });
    expect(plain.json().data.view_token).toBeUndefined();
  });

  it("two processes that got the same beacon count it once", async () => {
    const token = await searchToken();
    const one = new ListingMetrics();
    const two = new ListingMetrics();
    const results = await counted(async () => {
      // Each process records what its own request heard: the same client, listing and hour.
      for (const metrics of [one, two]) metrics.beaconViews.record("a-shared-client", "i", [listing.id]);
      await Promise.all([one.flush(db), two.flush(db)]);
    });
    expect(token).toBeTruthy();
    expect(results).toEqual({ impressions: 1, visits: 0 });
  });
});
