import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: "cs@contoh.id" });
});
afterAll(() => t.close());

describe("GET /api/public", () => {
  it("serves the product defaults: recommended off, coin transfer on, allow-lists open to everyone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/public" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      feature_flags: { enableRecommendedListing: false, enableCoinTransfer: true },
      allow_lists: { add_sell_projects: null, embed_360: null, project_discounts: null },
      support_email: "cs@contoh.id",
    });
  });

  it("reflects edited settings without a restart", async () => {
    await t.database.db
      .execute(sql`UPDATE app_settings SET value = '{"add_sell_projects": [], "embed_360": [1, 2], "project_discounts": null}'
      WHERE key = 'allow_lists'`);
    const res = await t.app.inject({ method: "GET", url: "/api/public" });
    expect(res.json().data.allow_lists).toEqual({ add_sell_projects: [], embed_360: [1, 2], project_discounts: null });
  });
});

describe("FEATURE_FLAGS at start", () => {
  it("overrides the stored flags in what GET /api/public reports", async () => {
    const forced = await createTestApp({ FEATURE_FLAGS: "enableRecommendedListing=true,enableCoinTransfer=false" });
    try {
      const res = await forced.app.inject({ method: "GET", url: "/api/public" });
      expect(res.json().data.feature_flags).toEqual({ enableRecommendedListing: true, enableCoinTransfer: false });
    } finally {
      await forced.close();
    }
  });
});

describe("X-Timezone header", () => {
  it("accepts a known IANA zone and refuses an unknown one with 470", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/public", headers: { "x-timezone": "Asia/Makassar" } });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({ method: "GET", url: "/api/public", headers: { "x-timezone": "Mars/Olympus" } });
    expect(bad.statusCode).toBe(470);
    expect(bad.json().errors["X-Timezone"][0]).toMatch(/Zona waktu tidak dikenal/);
  });
});
