import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { seedCommerceDemo, seedCommerceReference } from "./commerce-seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () =>
  (
    await rowsOf(
      t.database.db,
      v.record(v.string(), v.number()),
      sql`SELECT
  (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM coin_prices) AS coin_prices,
  (SELECT count(*)::int FROM promo_codes) AS promo_codes`,
    )
  )[0]!;

describe("commerce seed", () => {
  it("seeds the catalogue, coin prices, settings and demo promo codes", async () => {
    expect(await counts()).toEqual({ products: 8, coin_prices: 4, promo_codes: 5 });
    const prices = await rowsOf(
      t.database.db,
      v.object({ activity: v.string(), coins: v.number() }),
      sql`SELECT activity, coins FROM coin_prices ORDER BY coins`,
    );
    expect(prices.map((p) => [p.activity, p.coins])).toEqual([
      ["REPOST_LISTING", 1],
      ["ACTIVATE_LISTING", 5],
      ["RECOMMENDED_LISTING", 20],
      ["FEATURED_AGENT", 100],
    ]);
    const promos = await rowsOf(
      t.database.db,
      v.object({ code: v.string(), usable: v.boolean(), is_public: v.boolean(), audience: v.string() }),
      sql`
      SELECT code, now() BETWEEN valid_from AND valid_until AS usable, is_public, audience FROM promo_codes ORDER BY code`,
    );
    expect(promos).toEqual([
      { code: "GRATIS", usable: true, is_public: false, audience: "ALL" },
      { code: "HEMAT10", usable: true, is_public: true, audience: "ALL" },
      { code: "LEBARAN2024", usable: false, is_public: true, audience: "ALL" },
      { code: "PROYEK15", usable: true, is_public: true, audience: "PROJECT_DISCOUNTS" },
      { code: "SLOT50", usable: true, is_public: true, audience: "ALL" },
    ]);
    const [setting] = await rowsOf(
      t.database.db,
      v.object({ value: v.object({ order_pay_hours: v.number() }) }),
      sql`SELECT value FROM app_settings WHERE key = 'commerce'`,
    );
    expect(setting!.value.order_pay_hours).toBe(24);
  });

  it("is idempotent", async () => {
    await seedCommerceReference(t.database.db);
    await seedCommerceDemo(t.database.db);
    expect(await counts()).toEqual({ products: 8, coin_prices: 4, promo_codes: 5 });
  });

  it("gives the codes of a database seeded before campaigns their campaign fields, and leaves titled ones alone", async () => {
    // As a pre-0021 database: the columns took their defaults.
    await t.database.db.execute(sql`UPDATE promo_codes SET title = NULL, is_public = false, audience = 'ALL'`);
    await t.database.db.execute(sql`DELETE FROM promo_codes WHERE code = 'PROYEK15'`);
    // The operator withdrew SLOT50 after the upgrade.
    await seedCommerceDemo(t.database.db);
    await t.database.db.execute(sql`UPDATE promo_codes SET is_public = false WHERE code = 'SLOT50'`);
    await seedCommerceDemo(t.database.db);
    const rows = await rowsOf(
      t.database.db,
      v.object({ code: v.string(), title: v.nullable(v.string()), is_public: v.boolean(), audience: v.string() }),
      sql`
      SELECT code, title, is_public, audience FROM promo_codes ORDER BY code`,
    );
    expect(rows.map((r) => [r.code, r.title !== null, r.is_public, r.audience])).toEqual([
      ["GRATIS", false, false, "ALL"],
      ["HEMAT10", true, true, "ALL"],
      ["LEBARAN2024", true, true, "ALL"],
      ["PROYEK15", true, true, "PROJECT_DISCOUNTS"],
      ["SLOT50", true, false, "ALL"],
    ]);
  });
});
