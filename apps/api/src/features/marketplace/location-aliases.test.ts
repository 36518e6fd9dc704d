import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

// Everyday names, ranking and typos in the location box (docs/product/regions.md, "Everyday names").
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Bandung's Sukajadi has a public listing, Pekanbaru's (14.71.01, first by code) has none.
  await insertMarketListing(t.database.db, await userIdOf(t.database.db, "agen@demo.id"), { areaId: "32.73.07" });
});
afterAll(() => t.close());

type Suggestion = { type: string; id: string; name: string; label: string; match: string };
const lookup = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/search/locations?query=${encodeURIComponent(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Suggestion[];
};

describe(`everyday place names (${testDriver()})`, () => {
  it("puts Jakarta Selatan's Kemang before the district named Kemang in Kabupaten Bogor", async () => {
    const found = await lookup("kemang");
    expect(found[0]).toEqual({
      type: "area",
      id: "31.74.03",
      name: "Kemang",
      label: "Kemang — Mampang Prapatan, Jakarta Selatan",
      match: "name",
    });
    expect(found[1]).toMatchObject({ type: "area", id: "32.01.12", name: "Kemang" });
  });

  it("finds a city by its nickname and a neighbourhood by its short name", async () => {
    expect((await lookup("jaksel"))[0]).toEqual({
      type: "city",
      id: "31.74",
      name: "Jaksel",
      label: "Jaksel — Jakarta Selatan",
      match: "name",
    });
    expect((await lookup("Tangsel"))[0]).toMatchObject({
      type: "city",
      id: "36.74",
      label: "Tangsel — Tangerang Selatan",
    });
  });

  it("finds a name that spans several districts, and the search of it finds each district's listings", async () => {
    const db = t.database.db;
    const [bintaro] = await lookup("bintaro");
    expect(bintaro).toMatchObject({
      type: "areas",
      id: expect.stringMatching(/^\d+$/),
      name: "Bintaro",
      label: "Bintaro — Pesanggrahan, Jakarta Selatan; Pondok Aren, Tangerang Selatan",
      match: "name",
    });
    expect((await lookup("bsd"))[0]).toMatchObject({
      type: "areas",
      label: "BSD — Pagedangan, Tangerang; Cisauk, Tangerang; Serpong, Tangerang Selatan",
    });
    const agent = await userIdOf(db, "agen@demo.id");
    const inJaksel = await insertMarketListing(db, agent, { areaId: "31.74.10" });
    const inTangsel = await insertMarketListing(db, agent, { areaId: "36.74.03" });
    await insertMarketListing(db, agent, { areaId: "31.74.05" });
    const search = await t.app.inject({ method: "GET", url: `/api/search/listings?alias_id=${bintaro!.id}` });
    expect(search.statusCode, search.body).toBe(200);
    expect(
      search
        .json()
        .data.map((l: { uuid: string }) => l.uuid)
        .sort(),
    ).toEqual([inJaksel.uuid, inTangsel.uuid].sort());

    const both = await t.app.inject({
      method: "GET",
      url: `/api/search/listings?alias_id=${bintaro!.id}&city_id=31.74`,
    });
    expect(both.statusCode).toBe(470);
    expect(Object.keys(both.json().errors)).toEqual(["alias_id"]);
  });

  it("breaks a tie between places of the same name by their public listings", async () => {
    const ids = (await lookup("sukajadi")).map((s) => s.id);
    expect(ids[0]).toBe("32.73.07");
    expect(ids).toContain("14.71.01");
  });

  it("still finds the place through a typo", async () => {
    expect((await lookup("kemng"))[0]).toMatchObject({ type: "area", id: "31.74.03", match: "typo" });
    expect((await lookup("tangsell"))[0]).toMatchObject({ type: "city", id: "36.74" });
    expect((await lookup("jakarta seletan"))[0]).toMatchObject({ type: "city", id: "31.74" });
  });

  it("offers only the closest names for a place it does not know, and nothing for text like no place", async () => {
    const close = await lookup("kebon sirih");
    expect(close.length).toBeGreaterThan(0);
    expect(close.length).toBeLessThanOrEqual(5);
    expect(close.every((s) => s.match === "close")).toBe(true);
    expect(close.map((s) => s.id)).toContain("31.73.05");
    expect(await lookup("qxqxqx")).toEqual([]);
  });
});
