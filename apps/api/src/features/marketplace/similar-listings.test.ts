import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import {
  BROWSER,
  GOOGLEBOT,
  countersOf,
  insertMarketListing,
  userIdOf,
  type InsertedListing,
  type PublicListingSpec,
} from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";

// Semarang, where the seed lists nothing: Semarang Tengah (the listing's district), Semarang Utara (the same
// city) and Laweyan in Surakarta (another city).
const TENGAH = "33.74.01";
const UTARA = "33.74.02";
const LAWEYAN = "33.72.01";

let t: TestApp;
let db: AppDb;
let budi: number;
let siti: number;
let subject: InsertedListing;
const l: Record<string, InsertedListing> = {};

const house = (spec: PublicListingSpec = {}): PublicListingSpec => ({ areaId: TENGAH, price: 1_000_000_000, ...spec });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  budi = await userIdOf(db, "agen@demo.id");
  siti = await userIdOf(db, "siti@demo.id");
  const dewi = await userIdOf(db, "dewi@demo.id");
  subject = await insertMarketListing(db, budi, house());
  // Similar, by Siti: the district's ones by price distance, then the city's.
  l.closest = await insertMarketListing(db, siti, house({ price: 950_000_000 }));
  l.above = await insertMarketListing(db, siti, house({ price: 1_100_000_000 }));
  l.edgeOld = await insertMarketListing(db, siti, house({ price: 1_300_000_000, postedHoursAgo: 48 }));
  l.edgeNew = await insertMarketListing(db, siti, house({ price: 700_000_000, postedHoursAgo: 2 }));
  l.otherDistrict = await insertMarketListing(db, siti, house({ areaId: UTARA, price: 1_000_000_000 }));
  // Not similar.
  l.tooDear = await insertMarketListing(db, siti, house({ price: 1_300_000_001 }));
  l.tooCheap = await insertMarketListing(db, siti, house({ price: 699_999_999 }));
  l.apartment = await insertMarketListing(db, siti, house({ propertyType: "APARTMENT" }));
  l.forRent = await insertMarketListing(db, siti, house({ type: "R" }));
  l.otherCity = await insertMarketListing(db, siti, house({ areaId: LAWEYAN }));
  l.draft = await insertMarketListing(db, siti, house({ status: "DRAFT" }));
  l.inactive = await insertMarketListing(db, siti, house({ status: "INACTIVE" }));
  l.expired = await insertMarketListing(db, siti, house());
  await db.execute(sql`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = ${l.expired.id}`);
  l.lapsed = await insertMarketListing(db, dewi, house());
  await db.execute(sql`UPDATE memberships SET started_at = now() - interval '20 days', expires_at = now() - interval '1 minute'
    WHERE user_id = ${dewi}`);
  // Budi's other listings: one also similar (shown once, as similar), two elsewhere, one hidden.
  l.budiSimilar = await insertMarketListing(db, budi, house({ price: 1_200_000_000 }));
  l.budiOld = await insertMarketListing(db, budi, { areaId: LAWEYAN, postedHoursAgo: 30 });
  l.budiNew = await insertMarketListing(db, budi, { areaId: LAWEYAN, type: "R", postedHoursAgo: 3 });
  l.budiDraft = await insertMarketListing(db, budi, { areaId: LAWEYAN, status: "DRAFT" });
});
afterAll(() => t.close());

// inject() sends its own User-Agent unless one is given: "" stands for a request without one.
const similarOf = (uuid: string, userAgent = BROWSER) =>
  t.app.inject({ method: "GET", url: `/api/search/listings/${uuid}/similar`, headers: { "user-agent": userAgent } });
const uuids = (cards: { uuid: string }[]) => cards.map((card) => card.uuid);

describe(`similar listings (${testDriver()})`, () => {
  it("ranks the same district before the city's other districts, each by price distance then newest", async () => {
    const res = await similarOf(subject.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const { similar } = res.json().data;
    expect(uuids(similar)).toEqual([
      l.closest!.uuid,
      l.above!.uuid,
      l.budiSimilar!.uuid,
      l.edgeNew!.uuid,
      l.edgeOld!.uuid,
      l.otherDistrict!.uuid,
    ]);
    expect(similar[0]).toMatchObject({
      listing_type: "S",
      property_type: { name: "Rumah" },
      price: 950_000_000,
      area: { id: TENGAH },
      is_favourite: false,
    });
  });

  it("leaves out itself, other types, prices outside the band, other cities and listings that are not public", async () => {
    const { similar, agent_listings } = (await similarOf(subject.uuid)).json().data;
    const shown = new Set([...uuids(similar), ...uuids(agent_listings)]);
    for (const name of ["tooDear", "tooCheap", "apartment", "forRent", "otherCity", "draft", "inactive", "expired"]) {
      expect(shown.has(l[name]!.uuid), name).toBe(false);
    }
    expect(shown.has(l.lapsed!.uuid)).toBe(false);
    expect(shown.has(subject.uuid)).toBe(false);
  });

  it("keeps at most 6 similar listings, the nearest ones", async () => {
    const crowd = [];
    for (let i = 0; i < 7; i += 1) {
      crowd.push(await insertMarketListing(db, siti, house({ areaId: UTARA, price: 900_000_000 + i })));
    }
    const other = await insertMarketListing(db, siti, house({ areaId: UTARA, price: 1_050_000_000 }));
    const { similar } = (await similarOf(other.uuid)).json().data;
    expect(similar).toHaveLength(6);
    // The same district (Utara) first: l.otherDistrict (distance 50 M), then the crowd's dearest six.
    expect(uuids(similar)).toEqual([l.otherDistrict!.uuid, ...uuids(crowd.slice(2).reverse())]);
    await db.execute(
      sql`DELETE FROM listings WHERE id = ANY(${`{${[...crowd, other].map((c) => c.id).join(",")}}`}::int[])`,
    );
  });

  it("lists the agent's other public listings newest first, without those shown as similar", async () => {
    const { agent_listings } = (await similarOf(subject.uuid)).json().data;
    const listed = uuids(agent_listings);
    expect(listed.indexOf(l.budiNew!.uuid)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(l.budiNew!.uuid)).toBeLessThan(listed.indexOf(l.budiOld!.uuid));
    expect(listed).not.toContain(l.budiSimilar!.uuid);
    expect(listed).not.toContain(l.budiDraft!.uuid);
    expect(listed.length).toBeLessThanOrEqual(6);
    for (const card of agent_listings) expect(card.agent.id).toBe(budi);
  });

  it("answers 404 for an unknown or hidden listing and 470 for a malformed id", async () => {
    expect((await similarOf(randomUUID())).statusCode).toBe(404);
    expect((await similarOf(l.draft!.uuid)).statusCode).toBe(404);
    expect((await similarOf(l.lapsed!.uuid)).statusCode).toBe(404);
    expect((await similarOf("not-a-uuid")).statusCode).toBe(470);
  });
});

describe(`impressions of similar listings (${testDriver()})`, () => {
  it("counts one impression for each card answered, once", async () => {
    await t.app.listingMetrics.flush(db);
    const before = {
      closest: await countersOf(db, l.closest!.id),
      budiOld: await countersOf(db, l.budiOld!.id),
      tooDear: await countersOf(db, l.tooDear!.id),
      subject: await countersOf(db, subject.id),
    };
    expect((await similarOf(subject.uuid)).statusCode).toBe(200);
    await t.app.listingMetrics.flush(db);
    expect((await countersOf(db, l.closest!.id)).impression_count).toBe(before.closest.impression_count + 1);
    expect((await countersOf(db, l.budiOld!.id)).impression_count).toBe(before.budiOld.impression_count + 1);
    expect(await countersOf(db, l.tooDear!.id)).toEqual(before.tooDear);
    // The listing's own page counts its visit; the lists count nothing for it.
    expect(await countersOf(db, subject.id)).toEqual(before.subject);
  });

  it.each([
    ["Googlebot", GOOGLEBOT],
    ["no User-Agent", ""],
  ])("counts nothing for %s", async (_name, userAgent) => {
    await t.app.listingMetrics.flush(db);
    const res = await similarOf(subject.uuid, userAgent);
    expect(res.json().data.similar.length).toBeGreaterThan(0);
    expect(t.app.listingMetrics.pendingListings).toBe(0);
  });
});
