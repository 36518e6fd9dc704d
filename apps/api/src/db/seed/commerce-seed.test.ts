import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../rows-of.js";
import { seedCommerceDemo, seedCommerceReference } from "./commerce-seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => (await rowsOf<Record<string, number>>(t.database.db, sql`SELECT
  (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM coin_prices) AS coin_prices,
  (SELECT count(*)::int FROM promo_codes) AS promo_codes`))[0]!;

describe("commerce seed", () => {
  it("seeds the catalogue, coin prices, settings and demo promo codes", async () => {
    expect(await counts()).toEqual({ products: 8, coin_prices: 4, promo_codes: 4 });
    const prices = await rowsOf<{ activity: string; coins: number }>(t.database.db, sql`SELECT activity, coins FROM coin_prices ORDER BY coins`);
    expect(prices.map((p) => [p.activity, p.coins])).toEqual([
      ["REPOST_LISTING", 1], ["ACTIVATE_LISTING", 5], ["RECOMMENDED_LISTING", 20], ["FEATURED_AGENT", 100],
    ]);
    const promos = await rowsOf<{ code: string; usable: boolean }>(t.database.db, sql`
      SELECT code, now() BETWEEN valid_from AND valid_until AS usable FROM promo_codes ORDER BY code`);
    expect(promos).toEqual([
      { code: "GRATIS", usable: true }, { code: "HEMAT10", usable: true }, { code: "LEBARAN2024", usable: false }, { code: "SLOT50", usable: true },
    ]);
    const [setting] = await rowsOf<{ value: { order_pay_hours: number } }>(t.database.db, sql`SELECT value FROM app_settings WHERE key = 'commerce'`);
    expect(setting!.value.order_pay_hours).toBe(24);
  });

  it("is idempotent", async () => {
    await seedCommerceReference(t.database.db);
    await seedCommerceDemo(t.database.db);
    expect(await counts()).toEqual({ products: 8, coin_prices: 4, promo_codes: 4 });
  });
});
