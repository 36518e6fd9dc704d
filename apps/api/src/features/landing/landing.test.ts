import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { clock } from "../../platform/clock.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { refreshPlaceMarketStats, refreshPlaceSlugs } from "./index.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const landing = (query: string) => t.app.inject({ method: "GET", url: `/api/search/landing?${query}` });
const landingData = async (query: string) => {
  const res = await landing(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe(`landing pages (${testDriver()})`, () => {
  it("give every province, city and district one unique current slug", async () => {
    const [counts] = await rowsOf(
      db,
      v.object({ places: v.number(), slugs: v.number() }),
      sql`SELECT (SELECT count(*)::int FROM provinces) + (SELECT count(*)::int FROM cities)
          + (SELECT count(*)::int FROM districts) AS places,
        (SELECT count(*)::int FROM place_slugs WHERE is_current) AS slugs`,
    );
    expect(counts!.slugs).toBe(counts!.places);
    const slugOf = async (id: string) =>
      (await landingData(`listing_type=S&place_id=${id}`)).place as { slug: string; name: string };
    expect(await slugOf("31.74")).toMatchObject({ slug: "jakarta-selatan", name: "Jakarta Selatan" });
    expect(await slugOf("31.74.07")).toMatchObject({ slug: "kebayoran-baru", name: "Kebayoran Baru" });
    expect(await slugOf("32.73")).toMatchObject({ slug: "bandung", name: "Bandung" });
    expect(await slugOf("32.04")).toMatchObject({ slug: "kabupaten-bandung", name: "Kabupaten Bandung" });
    // A district whose name another district has carries its city.
    const [twin] = await rowsOf(
      db,
      v.object({ id: v.string(), name: v.string() }),
      sql`SELECT d.id, d.name FROM districts d
        WHERE (SELECT count(*) FROM districts o WHERE o.name = d.name) > 1 ORDER BY d.id LIMIT 1`,
    );
    const twinPlace = await slugOf(twin!.id);
    expect(twinPlace.slug).toMatch(/^[a-z0-9-]+-[a-z0-9-]+$/);
    expect(twinPlace.name.startsWith(`${twin!.name}, `)).toBe(true);
    expect(twinPlace.slug).not.toBe(twin!.name.toLowerCase().replace(/ /g, "-"));
  });

  it("answer an old slug with the current one after a place is renamed", async () => {
    await db.execute(sql`UPDATE districts SET name = 'Kebayoran Baru Raya' WHERE id = '31.74.07'`);
    try {
      await refreshPlaceSlugs(db);
      const old = await landingData("listing_type=S&place=kebayoran-baru");
      expect(old.place).toMatchObject({ id: "31.74.07", slug: "kebayoran-baru-raya" });
    } finally {
      await db.execute(sql`UPDATE districts SET name = 'Kebayoran Baru' WHERE id = '31.74.07'`);
      await refreshPlaceSlugs(db);
    }
    expect((await landingData("listing_type=S&place=kebayoran-baru-raya")).place.slug).toBe("kebayoran-baru");
  });

  it("count the public listings of each place, deal and type, a rent per month and land per m² of land", async () => {
    const budi = await userIdOf(db, "agen@demo.id");
    for (const price of [1_000_000_000, 2_000_000_000, 3_000_000_000]) {
      await insertMarketListing(db, budi, { areaId: "31.74.07", price, buildingSize: 100 });
    }
    await insertMarketListing(db, budi, { areaId: "31.74.05", price: 5_000_000_000, buildingSize: 200 });
    await insertMarketListing(db, budi, {
      areaId: "31.74.07",
      propertyType: "LAND",
      price: 600_000_000,
      landSize: 200,
    });
    await insertMarketListing(db, budi, { areaId: "31.74.07", type: "R", rentPeriod: "YEARLY", price: 120_000_000 });
    // Not public: a draft and a listing of an agent whose membership lapsed (rudi@demo.id).
    await insertMarketListing(db, budi, { areaId: "31.74.07", status: "DRAFT", price: 9_000_000_000 });
    await insertMarketListing(db, await userIdOf(db, "rudi@demo.id"), { areaId: "31.74.07", price: 9_000_000_000 });

    // Before the job runs the place has no numbers yet.
    expect((await landingData("listing_type=S&place=kebayoran-baru")).stats).toBeNull();
    expect(await refreshPlaceMarketStats(db, clock.now())).toBeGreaterThan(0);

    const houses = await landingData("listing_type=S&place=kebayoran-baru&property_type=rumah");
    expect(houses.property_type).toEqual({ id: expect.any(Number), name: "Rumah", slug: "rumah" });
    expect(houses.stats).toMatchObject({
      listing_count: 3,
      price_median: 2_000_000_000,
      price_p05: 1_100_000_000,
      price_p95: 2_900_000_000,
      per_m2_median: 20_000_000,
    });
    expect(houses.trail.map((p: { slug: string }) => p.slug)).toEqual([
      "dki-jakarta",
      "jakarta-selatan",
      "kebayoran-baru",
    ]);
    expect(houses.nearby).toEqual([
      { type: "area", id: "31.74.05", name: "Kebayoran Lama", slug: "kebayoran-lama", listing_count: 1 },
    ]);
    expect(houses.other_deal_count).toBe(1);
    expect(houses.property_types).toEqual([
      { id: expect.any(Number), name: "Rumah", slug: "rumah", listing_count: 3 },
      { id: expect.any(Number), name: "Tanah", slug: "tanah", listing_count: 1 },
    ]);

    const land = await landingData("listing_type=S&place=kebayoran-baru&property_type=tanah");
    expect(land.stats).toMatchObject({ listing_count: 1, per_m2_median: 3_000_000 });
    const rent = await landingData("listing_type=R&place=kebayoran-baru");
    expect(rent.stats).toMatchObject({ listing_count: 1, price_median: 10_000_000 });

    const city = await landingData("listing_type=S&place=jakarta-selatan&property_type_id=" + houses.property_type.id);
    expect(city.stats.listing_count).toBe(4);
    expect(city.nearby.map((p: { id: string }) => p.id)).toEqual(["31.74.07", "31.74.05"]);
    const province = await landingData("listing_type=S&place=dki-jakarta");
    expect(province.stats.listing_count).toBe(5);
    expect(province.nearby).toEqual([
      { type: "city", id: "31.74", name: "Jakarta Selatan", slug: "jakarta-selatan", listing_count: 5 },
    ]);
  });

  it("refuse what names no place", async () => {
    expect((await landing("listing_type=S&place=tidak-ada-tempat-ini")).statusCode).toBe(404);
    expect((await landing("listing_type=S&place=kebayoran-baru&property_type=kastil")).statusCode).toBe(404);
    expect((await landing("listing_type=S&place_id=99.99")).statusCode).toBe(404);
    const missing = await landing("listing_type=S");
    expect(missing.statusCode).toBe(470);
    expect(missing.json().errors).toEqual({ place: ["Tempat wajib diisi."] });
    expect((await landing("listing_type=S&place=Bukan%20Slug")).statusCode).toBe(470);
  });
});
