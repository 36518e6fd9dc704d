import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";

let t: TestApp;
let db: AppDb;
let siti: string;
let agus: string;
const L: Record<string, InsertedListing> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const budi = await userIdOf(db, "agen@demo.id");
  L.house = await insertMarketListing(db, budi, { titleSuffix: "Favorit Satu", postedHoursAgo: 1 });
  L.flat = await insertMarketListing(db, budi, {
    propertyType: "APARTMENT",
    titleSuffix: "Favorit Dua",
    postedHoursAgo: 2,
  });
  L.later = await insertMarketListing(db, budi, { titleSuffix: "Nanti Dinonaktifkan", postedHoursAgo: 3 });
  L.draft = await insertMarketListing(db, budi, { status: "DRAFT" });
  siti = await loginAs(t.app, "siti@demo.id");
  agus = await loginAs(t.app, "agus@demo.id");
});
afterAll(() => t.close());

const put = (uuid: string, token = siti) =>
  t.app.inject({ method: "PUT", url: `/api/favourites/${uuid}`, headers: bearer(token) });
const del = (uuid: string, token = siti) =>
  t.app.inject({ method: "DELETE", url: `/api/favourites/${uuid}`, headers: bearer(token) });
async function list(token = siti, query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/favourites${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    data: { listing: { uuid: string; title: string }; is_available: boolean; favourited_at: string }[];
    meta: object;
  }>();
}
const uuids = (page: Awaited<ReturnType<typeof list>>) => page.data.map((f) => f.listing.uuid);

describe(`favourites (${testDriver()})`, () => {
  it("adds idempotently and lists the most recently saved first", async () => {
    for (const [minutesAgo, key] of [
      [3, "house"],
      [2, "flat"],
      [1, "later"],
    ] as const) {
      const res = await put(L[key]!.uuid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { listing_uuid: L[key]!.uuid, is_favourite: true } });
      await db.execute(sql`UPDATE favourites SET created_at = now() - make_interval(mins => ${minutesAgo}::int)
        WHERE listing_id = ${L[key]!.id}`);
    }
    const first = await list();
    expect(uuids(first)).toEqual([L.later!.uuid, L.flat!.uuid, L.house!.uuid]);
    // Adding again changes nothing, not even the order.
    expect((await put(L.house!.uuid)).statusCode).toBe(200);
    const again = await list();
    expect(uuids(again)).toEqual(uuids(first));
    expect(again.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(again.data[0]).toMatchObject({
      is_available: true,
      listing: { title: "Rumah Nanti Dinonaktifkan", is_favourite: true },
    });
  });

  it("pages", async () => {
    const page = await list(siti, "?per_page=2&page=2");
    expect(uuids(page)).toEqual([L.house!.uuid]);
    expect(page.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    const res = await t.app.inject({ method: "GET", url: "/api/favourites?per_page=51", headers: bearer(siti) });
    expect(res.statusCode).toBe(470);
  });

  it("keeps a listing that is no longer public, marked unavailable; a deleted one leaves", async () => {
    await db.execute(sql`UPDATE listings SET status = 'INACTIVE', deactivated_at = now() WHERE id = ${L.later!.id}`);
    const page = await list();
    expect(page.data.find((f) => f.listing.uuid === L.later!.uuid)).toMatchObject({ is_available: false });
    expect(page.data.filter((f) => f.is_available).map((f) => f.listing.uuid)).toEqual([L.flat!.uuid, L.house!.uuid]);
    const gone = await insertMarketListing(db, await userIdOf(db, "agen@demo.id"));
    await put(gone.uuid);
    await db.execute(sql`DELETE FROM listings WHERE id = ${gone.id}`);
    expect(uuids(await list())).not.toContain(gone.uuid);
  });

  it("keeps each visitor's favourites their own", async () => {
    expect((await list(agus)).data).toEqual([]);
    expect((await put(L.house!.uuid, agus)).statusCode).toBe(200);
    expect(uuids(await list(agus))).toEqual([L.house!.uuid]);
    expect((await del(L.house!.uuid, agus)).statusCode).toBe(200);
    // Removing mine did not touch siti's.
    expect(uuids(await list())).toContain(L.house!.uuid);
  });

  it("removes idempotently", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await del(L.flat!.uuid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { listing_uuid: L.flat!.uuid, is_favourite: false } });
    }
    expect(uuids(await list())).not.toContain(L.flat!.uuid);
    expect((await del("6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f")).statusCode).toBe(200);
  });

  it("cannot add a listing that is not public or does not exist", async () => {
    expect((await put(L.draft!.uuid)).statusCode).toBe(404);
    expect((await put(L.later!.uuid)).statusCode).toBe(404);
    expect((await put("6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f")).statusCode).toBe(404);
    expect((await put("bukan-uuid")).statusCode).toBe(470);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/favourites" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `/api/favourites/${L.house!.uuid}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/favourites/${L.house!.uuid}` })).statusCode).toBe(401);
  });
});
