import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { BROWSER, insertMarketListing, userIdOf } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { SEARCH_RESULT_WINDOW } from "./search-repository.js";

let t: TestApp;

// Just past the window: 10,001 public listings in Tebet, copies of one (set-based, one statement).
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const model = await insertMarketListing(db, await userIdOf(db, "agen@demo.id"), {
    areaId: "31.74.01",
    photoWidths: [],
  });
  await db.execute(sql`
    INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, price, bedroom, bathroom,
      building_size, land_size, province_id, city_id, area_id, activated_at, posted_at, expires_at)
    SELECT 'E' || i, user_id, status, type, property_type_id, title_suffix, price + i, bedroom, bathroom, building_size,
      land_size, province_id, city_id, area_id, activated_at, posted_at - make_interval(secs => i), expires_at
    FROM listings, generate_series(1, ${SEARCH_RESULT_WINDOW}) AS i
    WHERE id = ${model.id}`);
}, 120_000);
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search/listings${query}`,
    headers: { "user-agent": BROWSER },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: unknown[]; meta: Record<string, unknown> }>();
};

describe(`totals over huge result sets (${testDriver()})`, () => {
  it("counts up to 10,000 and labels a larger total as an estimate", async () => {
    const page = await search("?area_id=31.74.01&per_page=50");
    expect(page.data).toHaveLength(50);
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: 50,
      total: 10_000,
      last_page: 200,
      total_is_estimate: true,
    });
  });

  it("skips the count of a repeated search past the window, and never remembers an exact total", async () => {
    const memory = t.app.largeResults;
    memory.forget();
    await search("?area_id=31.74.01&sort=price_asc&q=Siap");
    // Sort, paging and the keyword's spelling do not make another search.
    expect(memory.has(JSON.stringify(["siap:*", ["area_id", "31.74.01"]]))).toBe(true);
    // 101 matches: counted exactly, and not remembered.
    const few = "?area_id=31.74.01&price_max=1500000100";
    const key = JSON.stringify([null, ["area_id", "31.74.01"], ["price_max", 1_500_000_100]]);
    expect((await search(few)).meta).toMatchObject({ total: 101, total_is_estimate: false });
    expect(memory.has(key)).toBe(false);
    // Remembered as past the window (as if it had shrunk since): its count is skipped until the memory lapses.
    memory.remember(key);
    const page = await search(few);
    expect(page.meta).toMatchObject({ total: 10_000, total_is_estimate: true });
    expect(page.data).toHaveLength(20);
    memory.forget();
    expect((await search(few)).meta).toMatchObject({ total: 101, total_is_estimate: false });
  });

  it("counts exactly below the window", async () => {
    const page = await search("?area_id=31.74.01&price_max=1500005000");
    expect(page.meta).toMatchObject({ total: 5001, total_is_estimate: false, last_page: 251 });
  });

  it("serves the window's last page and refuses the next", async () => {
    expect((await search("?area_id=31.74.01&per_page=50&page=200")).data).toHaveLength(50);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/search/listings?area_id=31.74.01&per_page=50&page=201",
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors.page).toEqual([
      "Hanya 10.000 hasil pertama yang dapat ditampilkan. Persempit pencarian Anda.",
    ]);
  });
});
