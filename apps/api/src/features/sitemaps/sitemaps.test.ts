import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { clock } from "../../platform/clock.js";
import { refreshPlaceMarketStats } from "../landing/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe(`landing and agent sitemaps (${testDriver()})`, () => {
  it("list nothing while nothing is public", async () => {
    expect((await get("/api/search/sitemap/index")).json().data).toMatchObject({ landing_pages: 0, agent_pages: 0 });
    expect((await get("/api/search/sitemap/landing?page=1")).json()).toEqual({ data: [] });
    expect((await get("/api/search/sitemap/agents?page=1")).statusCode).toBe(404);
  });

  it("list every landing page with a public listing and every agent with one", async () => {
    const db = t.database.db;
    const budi = await userIdOf(db, "agen@demo.id");
    await insertMarketListing(db, budi, { areaId: "31.74.07" });
    await insertMarketListing(db, budi, { areaId: "31.74.07", type: "R" });
    // Not public: the listing of an agent whose membership lapsed.
    await insertMarketListing(db, await userIdOf(db, "rudi@demo.id"), { areaId: "31.71.01" });
    await refreshPlaceMarketStats(db, clock.now());

    expect((await get("/api/search/sitemap/index")).json().data).toMatchObject({ landing_pages: 1, agent_pages: 1 });
    const landing = (await get("/api/search/sitemap/landing?page=1")).json().data as {
      listing_type: string;
      property_type: string | null;
      place: string;
    }[];
    const addresses = landing.map((e) => `${e.listing_type}/${e.property_type ?? "*"}/${e.place}`);
    // Province, city and district, each for sale and rent, for houses and for every type.
    expect(addresses).toHaveLength(12);
    expect(addresses).toContain("S/rumah/kebayoran-baru");
    expect(addresses).toContain("R/*/jakarta-selatan");
    expect(addresses).toContain("S/*/dki-jakarta");
    expect(addresses.some((a) => a.endsWith("cempaka-putih-jakarta-pusat") || a.endsWith("/gambir"))).toBe(false);
    expect((await get("/api/search/sitemap/landing?page=2")).statusCode).toBe(404);

    const agents = (await get("/api/search/sitemap/agents?page=1")).json().data as { id: number }[];
    expect(agents.map((a) => a.id)).toEqual([budi]);
    expect((await get("/api/search/sitemap/agents?page=2")).statusCode).toBe(404);
  });
});
