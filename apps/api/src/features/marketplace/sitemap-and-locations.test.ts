import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { SITEMAP_PAGE_SIZE } from "./sitemap.js";

let t: TestApp;
let db: AppDb;
const L: Record<string, InsertedListing> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const budi = await userIdOf(db, "agen@demo.id");
  L.first = await insertMarketListing(db, budi);
  L.lapsed = await insertMarketListing(db, await userIdOf(db, "rudi@demo.id"));
  // A listing in the third id range: page 2 is empty, page 3 holds it.
  await db.execute(sql`SELECT setval('listings_id_seq', ${2 * SITEMAP_PAGE_SIZE + 6})`);
  L.far = await insertMarketListing(db, budi);
  // A hidden listing beyond it does not add a page.
  await db.execute(sql`SELECT setval('listings_id_seq', ${5 * SITEMAP_PAGE_SIZE})`);
  L.draft = await insertMarketListing(db, budi, { status: "DRAFT" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe(`listings sitemap (${testDriver()})`, () => {
  it("counts pages up to the highest public listing id", async () => {
    const res = await get("/api/search/sitemap/index");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pages: 3, per_page: 50_000 });
  });

  it("lists each id range's public listings in id order, with their last change", async () => {
    const first = (await get("/api/search/sitemap?page=1")).json().data as { uuid: string; updated_at: string }[];
    expect(first.map((e) => e.uuid)).toEqual([L.first!.uuid]);
    expect(Date.parse(first[0]!.updated_at)).toBeGreaterThan(Date.now() - 86_400_000);
    expect((await get("/api/search/sitemap?page=2")).json()).toEqual({ data: [] });
    expect((await get("/api/search/sitemap?page=3")).json().data.map((e: { uuid: string }) => e.uuid)).toEqual([
      L.far!.uuid,
    ]);
    expect((await get("/api/search/sitemap")).json().data).toHaveLength(1);
  });

  it("answers 404 past the last page and 470 for a bad page", async () => {
    expect((await get("/api/search/sitemap?page=4")).statusCode).toBe(404);
    expect((await get("/api/search/sitemap?page=0")).statusCode).toBe(470);
    expect((await get("/api/search/sitemap?page=100001")).statusCode).toBe(470);
    expect((await get("/api/search/sitemap?page=dua")).statusCode).toBe(470);
  });
});

describe(`location lookup (${testDriver()})`, () => {
  type Suggestion = { type: string; id: string; name: string; label: string; match: string };
  const lookup = async (query: string) => {
    const res = await get(`/api/search/locations?query=${encodeURIComponent(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Suggestion[];
  };

  it("finds areas with their city and province in the label", async () => {
    expect(await lookup("kebayoran")).toEqual([
      {
        type: "area",
        id: "31.74.07",
        name: "Kebayoran Baru",
        label: "Kebayoran Baru, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta",
        match: "name",
      },
      {
        type: "area",
        id: "31.74.05",
        name: "Kebayoran Lama",
        label: "Kebayoran Lama, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta",
        match: "name",
      },
    ]);
  });

  it("puts names that start with the query first, then provinces, cities, areas", async () => {
    const found = await lookup("Surabaya");
    expect(found[0]).toEqual({
      type: "city",
      id: "35.78",
      name: "Kota Surabaya",
      label: "Kota Surabaya, Jawa Timur",
      match: "name",
    });
    const bali = await lookup("bali");
    expect(bali[0]).toEqual({ type: "province", id: "51", name: "Bali", label: "Bali", match: "name" });
    const jakarta = await lookup("jakarta");
    expect(jakarta.slice(0, 5).map((s) => s.type)).toEqual(["city", "city", "city", "city", "city"]);
    expect(jakarta.map((s) => s.id)).toContain("31");
  });

  it("answers at most 10, matching any part of a name, case and wildcards aside", async () => {
    expect((await lookup("an")).length).toBe(10);
    expect(await lookup("%_")).toEqual([]);
    expect((await lookup("BARU")).every((s) => s.name.toLowerCase().includes("baru"))).toBe(true);
  });

  it("needs 2 to 100 characters", async () => {
    expect((await get("/api/search/locations?query=a")).statusCode).toBe(470);
    expect((await get("/api/search/locations")).statusCode).toBe(470);
    expect((await get(`/api/search/locations?query=${"a".repeat(101)}`)).statusCode).toBe(470);
  });
});
