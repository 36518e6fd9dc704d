import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { testDriver } from "../../../test/database-template.js";
import { BROWSER, insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
const L: Record<string, InsertedListing> = {};
const ids: Record<string, number> = {};

/**
 * The known data set: six public listings by three agents with active memberships (posted A newest … F oldest),
 * and four that must never show: a draft, an inactive listing, one of an agent without a membership and one of an
 * agent whose membership lapsed.
 */
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const budi = await userIdOf(db, "agen@demo.id");
  const siti = await userIdOf(db, "siti@demo.id");
  const agus = await userIdOf(db, "agus@demo.id");
  const rudi = await userIdOf(db, "rudi@demo.id");
  const dewi = await userIdOf(db, "dewi@demo.id");
  for (const [key, table] of [
    ["HOUSE", "property_types"],
    ["LAND", "property_types"],
    ["SHM", "certificates"],
    ["FURNISHED", "furnishing_statuses"],
  ] as const) {
    ids[key] = (
      await rowsOf(db, v.object({ id: v.number() }), sql`SELECT id FROM ${sql.raw(table)} WHERE code = ${key}`)
    )[0]!.id;
  }
  L.A = await insertMarketListing(db, budi, {
    titleSuffix: "Hook Siap Huni",
    price: 2_500_000_000,
    areaId: "31.74.07",
    bedroom: 4,
    bathroom: 3,
    buildingSize: 150,
    landSize: 200,
    certificate: "SHM",
    furnishing: "SEMI_FURNISHED",
    postedHoursAgo: 1,
  });
  // Stored as the old demo did, repeating the type: the card title must not.
  L.B = await insertMarketListing(db, budi, {
    type: "R",
    rentPeriod: "MONTHLY",
    propertyType: "APARTMENT",
    titleSuffix: "Apartemen 2BR Furnished dekat MRT Blok M",
    price: 8_500_000,
    areaId: "31.74.07",
    bedroom: 2,
    bathroom: 1,
    buildingSize: 56,
    landSize: null,
    certificate: "SHMSRS",
    furnishing: "FURNISHED",
    postedHoursAgo: 2,
  });
  L.C = await insertMarketListing(db, siti, {
    titleSuffix: "Keluarga Luas di Gubeng",
    description: "Rumah satu lantai dengan kolam renang pribadi.",
    price: 2_750_000_000,
    areaId: "35.78.08",
    bedroom: 4,
    bathroom: 2,
    buildingSize: 210,
    landSize: 300,
    certificate: "HGB",
    postedHoursAgo: 3,
  });
  L.D = await insertMarketListing(db, siti, {
    propertyType: "LAND",
    titleSuffix: "Kavling 200 m² Sentul",
    description: "Kavling siap bangun di kaki bukit.",
    price: 640_000_000,
    areaId: "32.01.05",
    bedroom: null,
    bathroom: null,
    buildingSize: null,
    landSize: 200,
    certificate: "SHM",
    furnishing: null,
    postedHoursAgo: 4,
  });
  L.E = await insertMarketListing(db, agus, {
    type: "R",
    rentPeriod: "YEARLY",
    propertyType: "VILLA",
    titleSuffix: "Kolam Renang di Denpasar",
    description: "Villa bergaya joglo dengan taman tropis.",
    price: 280_000_000,
    areaId: "51.71.01",
    bedroom: 3,
    bathroom: 3,
    buildingSize: 180,
    landSize: 300,
    postedHoursAgo: 5,
  });
  L.F = await insertMarketListing(db, agus, {
    propertyType: "SHOPHOUSE",
    titleSuffix: "3 Lantai Tebet",
    description: "Ruko di jalan utama, parkir luas.",
    price: 3_900_000_000,
    areaId: "31.74.01",
    bedroom: null,
    bathroom: 3,
    buildingSize: 240,
    landSize: 90,
    certificate: "HGB",
    furnishing: null,
    postedHoursAgo: 6,
  });
  L.draft = await insertMarketListing(db, budi, { status: "DRAFT", titleSuffix: "Draft Tersembunyi" });
  L.inactive = await insertMarketListing(db, budi, { status: "INACTIVE", titleSuffix: "Lampau Tersembunyi" });
  L.noMembership = await insertMarketListing(db, rudi, { titleSuffix: "Tanpa Membership" });
  L.lapsed = await insertMarketListing(db, dewi, { titleSuffix: "Membership Habis" });
  await db.execute(sql`UPDATE memberships SET started_at = now() - interval '20 days', expires_at = now() - interval '1 day'
    WHERE user_id = ${dewi}`);
});
afterAll(() => t.close());

type Card = { uuid: string; title: string; [key: string]: unknown };
type Page = { data: Card[]; meta: Record<string, unknown> };

async function search(query = "", headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search/listings${query}`,
    headers: { "user-agent": BROWSER, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
const keysOf = (page: Page) => page.data.map((card) => Object.keys(L).find((k) => L[k]!.uuid === card.uuid));

describe(`public search (${testDriver()})`, () => {
  it("lists only public listings, newest first, with the card fields", async () => {
    const page = await search();
    expect(keysOf(page)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 6, last_page: 1, total_is_estimate: false });
    const b = page.data[1]!;
    expect(b).toMatchObject({
      uuid: L.B!.uuid,
      listing_number: L.B!.listing_number,
      title: "Apartemen 2BR Furnished dekat MRT Blok M",
      listing_type: "R",
      property_type: { name: "Apartemen" },
      price: 8_500_000,
      rent_period: { name: "Bulanan", months: 1 },
      bedroom: 2,
      bathroom: 1,
      building_size: 56,
      land_size: null,
      area: {
        id: "31.74.07",
        name: "Kebayoran Baru",
        city_id: "31.74",
        city_name: "Kota Administrasi Jakarta Selatan",
        province_id: "31",
        province_name: "Daerah Khusus Ibukota Jakarta",
      },
      is_recommended: false,
      agent: { name: "Budi Santoso", avatar_url: null },
      is_favourite: false,
    });
    expect(b.photo).toEqual({
      src: expect.stringMatching(/^\/api\/files\/photos\/[0-9a-f-]{36}-480\.webp$/),
      srcset: [480, 960, 1600].map((width) => ({ width, src: expect.stringMatching(new RegExp(`-${width}\\.webp$`)) })),
      alt: "Apartemen 2BR Furnished dekat MRT Blok M",
    });
    expect(page.data[0]).toMatchObject({ title: "Rumah Hook Siap Huni", rent_period: null });
  });

  it.each([
    ["listing_type=R", ["B", "E"]],
    ["listing_type=S", ["A", "C", "D", "F"]],
    ["province_id=31", ["A", "B", "F"]],
    ["city_id=31.74", ["A", "B", "F"]],
    ["area_id=31.74.07", ["A", "B"]],
    ["province_id=31&city_id=31.74&area_id=31.74.01", ["F"]],
    ["price_min=2500000000", ["A", "C", "F"]],
    ["price_max=640000000", ["B", "D", "E"]],
    ["price_min=640000000&price_max=2500000000", ["A", "D"]],
    ["bedroom=4", ["A", "C"]],
    ["bedroom=0", ["A", "B", "C", "E"]],
    ["bathroom=3", ["A", "E", "F"]],
    ["building_size_min=150&building_size_max=210", ["A", "C", "E"]],
    ["land_size_min=200&land_size_max=300", ["A", "C", "D", "E"]],
    ["land_size_max=100", ["F"]],
    ["certificate_id=SHM", ["A", "D", "E"]],
    ["furnishing_status_id=FURNISHED", ["B"]],
    ["property_type_id=HOUSE", ["A", "C"]],
    ["property_type_id=LAND&province_id=32", ["D"]],
    ["agent_id=SITI", ["C", "D"]],
    ["agent_id=RUDI", []],
    ["listing_type=S&province_id=31&bedroom=3&price_max=3000000000", ["A"]],
  ])("filters %s", async (query, expected) => {
    const siti = await userIdOf(db, "siti@demo.id");
    const rudi = await userIdOf(db, "rudi@demo.id");
    const q = query
      .replace("=HOUSE", `=${ids.HOUSE}`)
      .replace("=LAND", `=${ids.LAND}`)
      .replace("=SHM", `=${ids.SHM}`)
      .replace("=FURNISHED", `=${ids.FURNISHED}`)
      .replace("=SITI", `=${siti}`)
      .replace("=RUDI", `=${rudi}`);
    const page = await search(`?${q}`);
    expect(keysOf(page)).toEqual(expected);
    expect(page.meta.total).toBe(expected.length);
  });

  it.each([
    ["joglo", ["E"]],
    ["JOGLO", ["E"]],
    // Area, city and province names
    ["kebayoran", ["A", "B"]],
    ["kebayoran bar", ["A", "B"]],
    ["surabaya", ["C"]],
    ["jakarta selatan", ["A", "B", "F"]],
    ["ibukota", ["A", "B", "F"]],
    // The property type name is part of the title
    ["rumah", ["A", "C"]],
    ["apartemen mrt", ["B"]],
    ["kolam renang", ["C", "E"]],
    ["kavling sentul", ["D"]],
    ["tidakadakatainidimanapun", []],
    // No word at all: no keyword filter
    ["!!!", ["A", "B", "C", "D", "E", "F"]],
  ])("finds q=%s", async (q, expected) => {
    expect(keysOf(await search(`?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it("sorts by price both ways, and newest by the last repost", async () => {
    expect(keysOf(await search("?sort=price_asc"))).toEqual(["B", "E", "D", "A", "C", "F"]);
    expect(keysOf(await search("?sort=price_desc"))).toEqual(["F", "C", "A", "D", "E", "B"]);
    await db.execute(sql`UPDATE listings SET posted_at = now() WHERE id = ${L.F!.id}`);
    expect(keysOf(await search("?sort=newest"))).toEqual(["F", "A", "B", "C", "D", "E"]);
    await db.execute(sql`UPDATE listings SET posted_at = now() - interval '6 hours' WHERE id = ${L.F!.id}`);
  });

  it("pages with bounded page sizes", async () => {
    const first = await search("?per_page=4");
    expect(keysOf(first)).toEqual(["A", "B", "C", "D"]);
    expect(first.meta).toEqual({ current_page: 1, per_page: 4, total: 6, last_page: 2, total_is_estimate: false });
    const second = await search("?per_page=4&page=2&sort=newest");
    expect(keysOf(second)).toEqual(["E", "F"]);
    expect(second.meta).toMatchObject({ current_page: 2, total: 6, last_page: 2 });
    const past = await search("?per_page=4&page=3");
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: 6, last_page: 2 });
    expect((await search("?per_page=50")).meta.per_page).toBe(50);
  });

  it("hides drafts, inactive listings and listings of agents without an active membership", async () => {
    const shown = (await search("?per_page=50")).data.map((c) => c.uuid);
    for (const key of ["draft", "inactive", "noMembership", "lapsed"]) expect(shown).not.toContain(L[key]!.uuid);
    expect((await search("?q=tersembunyi")).data).toEqual([]);
    expect((await search("?q=membership")).data).toEqual([]);
  });

  it("marks the caller's favourites when a token comes along, and ignores a bad token", async () => {
    const token = await loginAs(t.app, "siti@demo.id");
    await t.app.inject({ method: "PUT", url: `/api/favourites/${L.E!.uuid}`, headers: bearer(token) });
    const mine = await search("", bearer(token));
    expect(mine.data.filter((c) => c.is_favourite).map((c) => c.uuid)).toEqual([L.E!.uuid]);
    expect((await search("")).data.every((c) => c.is_favourite === false)).toBe(true);
    expect((await search("", bearer("bukan-token"))).data.every((c) => c.is_favourite === false)).toBe(true);
  });

  it.each([
    ["price_min=murah", "price_min"],
    ["price_min=-1", "price_min"],
    ["price_max=1000000000001", "price_max"],
    ["price_min=3000000000&price_max=1000000000", "price_max"],
    ["building_size_min=300&building_size_max=100", "building_size_max"],
    ["land_size_min=300&land_size_max=100", "land_size_max"],
    ["bedroom=100", "bedroom"],
    ["bathroom=1.5", "bathroom"],
    ["listing_type=X", "listing_type"],
    ["property_type_id=0", "property_type_id"],
    ["property_type_id=2147483648", "property_type_id"],
    ["agent_id=99999999999", "agent_id"],
    ["certificate_id=abc", "certificate_id"],
    ["province_id=3", "province_id"],
    ["city_id=31.7", "city_id"],
    ["area_id=31.74.7", "area_id"],
    ["province_id=32&city_id=31.74", "city_id"],
    ["city_id=31.71&area_id=31.74.07", "area_id"],
    ["province_id=32&area_id=31.74.07", "area_id"],
    ["sort=oldest", "sort"],
    ["page=0", "page"],
    ["page=10001", "page"],
    ["page=501", "page"],
    ["per_page=20&page=501", "page"],
    ["per_page=50&page=201", "page"],
    ["per_page=0", "per_page"],
    ["per_page=51", "per_page"],
    [`q=${"a".repeat(101)}`, "q"],
  ])("answers 470 for %s", async (query, field) => {
    const res = await t.app.inject({ method: "GET", url: `/api/search/listings?${query}` });
    expect(res.statusCode, res.body).toBe(470);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("serves the last page of the 10,000-result window", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search/listings?per_page=50&page=200" });
    expect(res.statusCode).toBe(200);
  });
});
