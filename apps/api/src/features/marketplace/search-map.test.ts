import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { BROWSER, insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { gridCellDegrees } from "./search-map-box.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

type Marker = { uuid: string; lat: number; lng: number; title: string; price: number };
type Cluster = { count: number; lat: number; lng: number; south: number; west: number; north: number; east: number };
type MapAnswer = {
  markers: Marker[];
  clusters: Cluster[];
  listings: { uuid: string }[];
  total_in_box: number;
  without_pin: number;
};

/** Around Jakarta; Bandung and Surabaya lie outside. */
const JAKARTA = "south=-6.5&west=106.5&north=-6&east=107";

const searchMap = (query: string) =>
  t.app.inject({ method: "GET", url: `/api/search/map?${query}`, headers: { "user-agent": BROWSER } });

async function mapOf(query: string): Promise<MapAnswer> {
  const res = await searchMap(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const uuids = (items: { uuid: string }[]) => items.map((i) => i.uuid).sort();

describe(`map search (${testDriver()})`, () => {
  const L: Record<string, InsertedListing> = {};

  beforeAll(async () => {
    const budi = await userIdOf(db, "agen@demo.id");
    L.house = await insertMarketListing(db, budi, { pin: { lat: -6.24, lng: 106.8 }, postedHoursAgo: 3 });
    L.rent = await insertMarketListing(db, budi, {
      type: "R",
      price: 8_500_000,
      pin: { lat: -6.2, lng: 106.85 },
      postedHoursAgo: 2,
    });
    L.bandung = await insertMarketListing(db, budi, { areaId: "32.73.01", pin: { lat: -6.91, lng: 107.61 } });
    L.noPin = await insertMarketListing(db, budi, { pin: null });
    // Never on a map: a draft, a listing past its 120 days, one of an agent whose membership lapsed (rudi@demo.id).
    await insertMarketListing(db, budi, { status: "DRAFT", pin: { lat: -6.22, lng: 106.81 } });
    const expired = await insertMarketListing(db, budi, { pin: { lat: -6.23, lng: 106.82 } });
    await db.execute(sql`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = ${expired.id}`);
    await insertMarketListing(db, await userIdOf(db, "rudi@demo.id"), { pin: { lat: -6.21, lng: 106.83 } });
  });

  it("shows the public pinned listings inside the box as markers, the list newest first, and counts those without a pin", async () => {
    const answer = await mapOf(JAKARTA);
    expect(answer.total_in_box).toBe(2);
    expect(answer.clusters).toEqual([]);
    expect(uuids(answer.markers)).toEqual(uuids([L.house!, L.rent!]));
    expect(answer.markers.find((m) => m.uuid === L.rent!.uuid)).toMatchObject({
      lat: -6.2,
      lng: 106.85,
      price: 8_500_000,
      listing_type: "R",
      rent_period: { months: 1 },
    });
    expect(answer.listings.map((c) => c.uuid)).toEqual([L.rent!.uuid, L.house!.uuid]);
    expect(answer.without_pin).toBe(1);

    const java = await mapOf("south=-8&west=105&north=-5&east=112");
    expect(uuids(java.markers)).toEqual(uuids([L.house!, L.rent!, L.bandung!]));
  });

  it("keeps every filter of the search", async () => {
    const rents = await mapOf(`${JAKARTA}&listing_type=R`);
    expect(uuids(rents.markers)).toEqual([L.rent!.uuid]);
    expect(rents.without_pin).toBe(0);
    const inBandung = await mapOf("south=-8&west=105&north=-5&east=112&city_id=32.73");
    expect(uuids(inBandung.markers)).toEqual([L.bandung!.uuid]);
  });

  it("groups a crowded box on a grid, never more than 500 markers and clusters", async () => {
    const budi = await userIdOf(db, "agen@demo.id");
    const template = await insertMarketListing(db, budi, { areaId: "35.78.01", photoWidths: [], pin: null });
    // 600 listings 0.04° apart around Surabaya (25 columns × 24 rows), copies of one complete listing.
    await db.execute(sql`
      INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, description, price,
        province_id, city_id, area_id, lat, lng, activated_at, posted_at, expires_at)
      SELECT 'MAP' || g, user_id, status, type, property_type_id, title_suffix, description, price, province_id,
        city_id, area_id, -7.0 - (g / 25) * 0.04, 112.0 + (g % 25) * 0.04, activated_at, posted_at, expires_at
      FROM listings, generate_series(0, 599) g WHERE id = ${template.id}`);
    const box = "south=-8&west=111.9&north=-6.9&east=113.1";
    const answer = await mapOf(box);
    expect(answer.total_in_box).toBe(600);
    expect(answer.markers.length + answer.clusters.length).toBeLessThanOrEqual(500);
    expect(answer.clusters.length).toBeGreaterThan(0);
    expect(answer.markers.length + answer.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(600);
    for (const c of answer.clusters) {
      expect(c.count).toBeGreaterThan(1);
      expect(c.lat).toBeGreaterThanOrEqual(c.south);
      expect(c.lat).toBeLessThanOrEqual(c.north);
      expect(c.lng).toBeGreaterThanOrEqual(c.west);
      expect(c.lng).toBeLessThanOrEqual(c.east);
    }
    expect(answer.listings).toHaveLength(20);
    // The template without a pin is counted as such, in the city's search too.
    expect((await mapOf(`${box}&city_id=35.78`)).without_pin).toBe(1);

    // Zoomed in on a few of them: single markers again.
    const close = await mapOf("south=-7.05&west=111.99&north=-6.99&east=112.09");
    expect(close.clusters).toEqual([]);
    expect(close.markers).toHaveLength(6);
  });

  it("sizes the grid by the box's longer side, in powers of two", () => {
    expect(gridCellDegrees({ south: -8, west: 111.9, north: -6.9, east: 113.1 })).toBe(0.125);
    expect(gridCellDegrees({ south: -11, west: 95, north: 6, east: 141 })).toBe(4);
  });

  it("refuses a box that is inverted, too wide, out of range or incomplete with 470", async () => {
    const errorsOf = async (query: string) => {
      const res = await searchMap(query);
      expect(res.statusCode, res.body).toBe(470);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errorsOf("south=-6&west=107&north=-6.5&east=106.5")).toEqual({
      north: ["Batas utara harus lebih besar dari batas selatan."],
      east: ["Batas timur harus lebih besar dari batas barat."],
    });
    expect(await errorsOf("south=-60&west=0&north=10&east=170")).toEqual({
      north: ["Area peta terlalu luas. Perbesar peta."],
      east: ["Area peta terlalu luas. Perbesar peta."],
    });
    expect(Object.keys(await errorsOf("south=-91&west=106.5&north=-6&east=107"))).toEqual(["south"]);
    expect(Object.keys(await errorsOf("west=106.5&north=-6&east=107"))).toEqual(["south"]);
    expect(Object.keys(await errorsOf("south=utara&west=106.5&north=-6&east=107"))).toEqual(["south"]);
    expect(await errorsOf(`${JAKARTA}&price_min=9000000&price_max=8000000`)).toEqual({
      price_max: ["Harga maksimum tidak boleh lebih kecil dari harga minimum."],
    });
  });
});
