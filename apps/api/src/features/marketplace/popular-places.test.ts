import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const popularPlaces = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/search/popular_places" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe(`popular places (${testDriver()})`, () => {
  it("names no place while nothing is public", async () => {
    expect(await popularPlaces()).toEqual({ cities: [], areas: [] });
  });

  it("ranks cities and areas by their public listings, kept for a few minutes", async () => {
    const budi = await userIdOf(db, "agen@demo.id");
    const [surabayaArea] = await rowsOf(
      db,
      v.object({ id: v.string(), name: v.string() }),
      sql`SELECT id, name FROM districts WHERE city_id = '35.78' ORDER BY id LIMIT 1`,
    );
    for (let i = 0; i < 3; i++) await insertMarketListing(db, budi, { areaId: "31.74.07" });
    await insertMarketListing(db, budi, { areaId: "31.74.05" });
    for (let i = 0; i < 2; i++) await insertMarketListing(db, budi, { areaId: surabayaArea!.id });
    // Not public: a draft, and the listing of an agent whose membership lapsed (rudi@demo.id).
    await insertMarketListing(db, budi, { areaId: "31.74.05", status: "DRAFT" });
    await insertMarketListing(db, await userIdOf(db, "rudi@demo.id"), { areaId: "31.74.05" });

    // The empty answer is still kept: the counts run again only once it is old.
    expect(await popularPlaces()).toEqual({ cities: [], areas: [] });
    t.app.popularPlaces.forget();

    const jaksel = "Kota Administrasi Jakarta Selatan";
    expect(await popularPlaces()).toEqual({
      cities: [
        { id: "31.74", name: jaksel, count: 4 },
        { id: "35.78", name: "Kota Surabaya", count: 2 },
      ],
      areas: [
        { id: "31.74.07", name: "Kebayoran Baru", city_name: jaksel, count: 3 },
        { id: surabayaArea!.id, name: surabayaArea!.name, city_name: "Kota Surabaya", count: 2 },
        { id: "31.74.05", name: "Kebayoran Lama", city_name: jaksel, count: 1 },
      ],
    });
  });
});
