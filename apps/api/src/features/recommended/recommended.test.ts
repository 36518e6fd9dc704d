import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mondayOf, purchasableWeeks, RECOMMENDED_CAPACITY, todayInWib, weekEnd } from "@griya/domain/recommended-slots";
import * as v from "valibot";
import { sessionOf } from "../../../test/accounts.js";
import { addBatch, createAgent, ledgerBooks } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, type PublicListingSpec } from "../../../test/marketplace.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import { bearer, createTestApp, type TestApp } from "../../../test/test-app.js";
import { addIsoDays, comingWibWeekday, wib } from "../../../test/wib-clock.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp({ FEATURE_FLAGS: "enableRecommendedListing=true" });
  db = t.database.db;
});
afterAll(() => t.close());

const WEEKS = purchasableWeeks(new Date());
const THIS_WEEK = WEEKS[0]!;

let seq = 0;
async function agent(options: { membership?: boolean; coins?: number } = {}) {
  const userId = await createAgent(db, `rekomendasi.${++seq}@contoh.id`, { membership: options.membership });
  if (options.coins) await addBatch(db, userId, { amount: options.coins, expiresInDays: 100 });
  return { userId, headers: bearer(await sessionOf(t.app, userId)) };
}

const buy = (headers: Record<string, string>, listingUuid: string, weeks: string[]) =>
  t.app.inject({
    method: "POST",
    url: "/api/listing_boosts/recommended/purchase",
    headers,
    payload: { listing_uuid: listingUuid, availabilities: weeks.map((start_date) => ({ start_date })) },
  });

async function usagesOf(userId: number) {
  const [r] = await rowsOf(
    db,
    v.object({ n: v.number(), total: v.number() }),
    sql`
    SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM coin_usages
    WHERE user_id = ${userId} AND activity = 'RECOMMENDED_LISTING'`,
  );
  return r!;
}

describe(`Recommended Listing purchase (${testDriver()})`, () => {
  it("shows the form: location, types, price, coins and 12 weeks from this Monday with places left", async () => {
    const a = await agent({ coins: 100 });
    const listing = await insertMarketListing(db, a.userId, { areaId: "31.74.02" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/listing_boosts/recommended/get_form?uuid=${listing.uuid}`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    const form = res.json().data;
    expect(form).toMatchObject({
      area: { id: "31.74.02" },
      city: { id: "31.74" },
      province: { id: "31" },
      listing_type: "S",
      listing: { uuid: listing.uuid },
      coin_cost: 20,
      coins_remaining: 100,
    });
    expect(form.availabilities).toHaveLength(12);
    expect(form.availabilities[0]).toMatchObject({
      start_date: mondayOf(todayInWib(new Date())),
      end_date: weekEnd(THIS_WEEK),
      available: true,
      places_left: 3,
    });
    expect(form.availabilities[1]).toMatchObject({ days_left: 7, coin_cost: 20 });
  });

  it("buys two weeks in one go: 40 coins, two usages, the form then shows them taken", async () => {
    const a = await agent({ coins: 50 });
    const listing = await insertMarketListing(db, a.userId, { areaId: "31.74.03" });
    const res = await buy(a.headers, listing.uuid, [WEEKS[2]!, WEEKS[1]!]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((b: { start_date: string; status: string }) => [b.start_date, b.status])).toEqual([
      [WEEKS[1], "upcoming"],
      [WEEKS[2], "upcoming"],
    ]);
    expect(await usagesOf(a.userId)).toEqual({ n: 2, total: 40 });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 10, spent: 40 });
    const form = (
      await t.app.inject({
        method: "GET",
        url: `/api/listing_boosts/recommended/get_form?uuid=${listing.uuid}`,
        headers: a.headers,
      })
    ).json().data;
    expect(form.availabilities[1]).toMatchObject({ available: false, places_left: 2 });
    const again = await buy(a.headers, listing.uuid, [WEEKS[1]!]);
    expect(again.statusCode).toBe(470);
  });

  it("refuses 1009 with the numbers, 1010 without membership, 1011 when the week is full: nothing spent", async () => {
    const poor = await agent({ coins: 30 });
    const poorListing = await insertMarketListing(db, poor.userId, { areaId: "31.74.04" });
    const r1009 = await buy(poor.headers, poorListing.uuid, [WEEKS[1]!, WEEKS[2]!]);
    expect(r1009.statusCode).toBe(422);
    expect(r1009.json()).toMatchObject({ code: 1009, coins_remaining: 30, required_coins: 40 });
    expect(r1009.json().errors).toContain("Koin Anda tersisa 30, sedangkan Recommended Listing membutuhkan 40 koin.");

    const lapsed = await agent({ membership: false, coins: 100 });
    const lapsedListing = await insertMarketListing(db, lapsed.userId, { areaId: "31.74.04" });
    const r1010 = await buy(lapsed.headers, lapsedListing.uuid, [WEEKS[0]!]);
    expect(r1010.statusCode).toBe(422);
    expect(r1010.json().code).toBe(1010);

    for (let i = 0; i < RECOMMENDED_CAPACITY; i++) {
      const other = await agent({ coins: 20 });
      const l = await insertMarketListing(db, other.userId, { areaId: "31.74.04" });
      expect((await buy(other.headers, l.uuid, [WEEKS[3]!])).statusCode).toBe(201);
    }
    const late = await agent({ coins: 100 });
    const lateListing = await insertMarketListing(db, late.userId, { areaId: "31.74.04" });
    const r1011 = await buy(late.headers, lateListing.uuid, [WEEKS[4]!, WEEKS[3]!]);
    expect(r1011.statusCode).toBe(422);
    expect(r1011.json()).toMatchObject({ code: 1011, listing_slot: RECOMMENDED_CAPACITY });
    // Another type in the same area and week is a slot of its own.
    const rent = await insertMarketListing(db, late.userId, { areaId: "31.74.04", type: "R", rentPeriod: "YEARLY" });
    expect((await buy(late.headers, rent.uuid, [WEEKS[3]!])).statusCode).toBe(201);

    expect(await usagesOf(poor.userId)).toEqual({ n: 0, total: 0 });
    expect(await usagesOf(lapsed.userId)).toEqual({ n: 0, total: 0 });
    expect(await usagesOf(late.userId)).toEqual({ n: 1, total: 20 });
    const [slot] = await rowsOf(
      db,
      v.object({ sold: v.number() }),
      sql`
      SELECT sold FROM recommended_slots WHERE area_id = '31.74.04' AND listing_type = 'S' AND start_date = ${WEEKS[4]}::date`,
    );
    expect(slot).toBeUndefined();
  });

  it("refuses an inactive listing, a week outside the horizon or not a Monday (470), another agent's listing (404)", async () => {
    const a = await agent({ coins: 100 });
    const b = await agent({ coins: 100 });
    const inactive = await insertMarketListing(db, a.userId, { status: "INACTIVE", areaId: "31.74.05" });
    expect((await buy(a.headers, inactive.uuid, [THIS_WEEK])).statusCode).toBe(470);
    const active = await insertMarketListing(db, a.userId, { areaId: "31.74.05" });
    const lastMonday = mondayOf(new Date(Date.parse(THIS_WEEK) - 7 * 86_400_000).toISOString().slice(0, 10));
    expect((await buy(a.headers, active.uuid, [lastMonday])).statusCode).toBe(470);
    const tuesday = new Date(Date.parse(WEEKS[1]!) + 86_400_000).toISOString().slice(0, 10);
    expect((await buy(a.headers, active.uuid, [tuesday])).statusCode).toBe(470);
    expect((await buy(b.headers, active.uuid, [THIS_WEEK])).statusCode).toBe(404);
    expect(await ledgerBooks(db, [a.userId, b.userId])).toMatchObject({ spent: 0 });
  });
});

describe(`the current week sold by its days left in WIB, ADR 0051 (${testDriver()})`, () => {
  // Only Date is faked: the handlers read the clock through it (and PGlite too; a PostgreSQL server keeps its own).
  const at = (instant: Date) => vi.useFakeTimers({ toFake: ["Date"], now: instant });
  afterEach(() => vi.useRealTimers());

  const form = async (headers: Record<string, string>, uuid: string) =>
    (
      await t.app.inject({ method: "GET", url: `/api/listing_boosts/recommended/get_form?uuid=${uuid}`, headers })
    ).json().data;
  async function amounts(userId: number) {
    const rows = await rowsOf(
      db,
      v.object({ amount: v.number() }),
      sql`SELECT amount FROM coin_usages WHERE user_id = ${userId} AND activity = 'RECOMMENDED_LISTING' ORDER BY id`,
    );
    return rows.map((r) => r.amount);
  }

  it("Saturday: the form shows 2 days left for 6 coins, the purchase charges exactly that", async () => {
    const saturday = comingWibWeekday(6);
    const monday = addIsoDays(saturday, -5);
    const nextMonday = addIsoDays(saturday, 2);
    at(wib(saturday, "10:00"));
    const a = await agent({ coins: 50 });
    const listing = await insertMarketListing(db, a.userId, { areaId: "31.71.01" });
    const shown = await form(a.headers, listing.uuid);
    expect(shown.coin_cost).toBe(20);
    expect(shown.availabilities[0]).toMatchObject({ start_date: monday, days_left: 2, coin_cost: 6 });
    expect(shown.availabilities[1]).toMatchObject({ start_date: nextMonday, days_left: 7, coin_cost: 20 });

    const poor = await agent({ coins: 25 });
    const poorListing = await insertMarketListing(db, poor.userId, { areaId: "31.71.01" });
    const refused = await buy(poor.headers, poorListing.uuid, [monday, nextMonday]);
    expect(refused.json()).toMatchObject({ code: 1009, coins_remaining: 25, required_coins: 26 });

    expect((await buy(a.headers, listing.uuid, [nextMonday, monday])).statusCode).toBe(201);
    expect(await amounts(a.userId)).toEqual([6, 20]);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ credited: 50, spent: 26, remaining: 24 });
  });

  it("23:30 WIB on Sunday sells the last day for 3 coins; 00:30 WIB on Monday (17:30 UTC Sunday) a new week", async () => {
    const sunday = comingWibWeekday(7);
    const monday = addIsoDays(sunday, -6);
    const nextMonday = addIsoDays(sunday, 1);
    at(wib(sunday, "23:30"));
    const a = await agent({ coins: 50 });
    const listing = await insertMarketListing(db, a.userId, { areaId: "31.71.02" });
    const last = (await form(a.headers, listing.uuid)).availabilities[0];
    expect(last).toMatchObject({ start_date: monday, days_left: 1, coin_cost: 3 });
    expect((await buy(a.headers, listing.uuid, [monday])).statusCode).toBe(201);
    expect(await amounts(a.userId)).toEqual([3]);

    const mondayNight = wib(nextMonday, "00:30");
    expect(mondayNight.toISOString()).toBe(`${sunday}T17:30:00.000Z`);
    at(mondayNight);
    const first = (await form(a.headers, listing.uuid)).availabilities[0];
    expect(first).toMatchObject({ start_date: nextMonday, days_left: 7, coin_cost: 20 });
    expect((await buy(a.headers, listing.uuid, [monday])).statusCode).toBe(470);
    expect((await buy(a.headers, listing.uuid, [nextMonday])).statusCode).toBe(201);
    expect(await amounts(a.userId)).toEqual([3, 20]);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ credited: 50, spent: 23, remaining: 27 });
  });
});

describe(`20 agents racing for the last Recommended place of a week (${testDriver()})`, () => {
  it("sells exactly the capacity; only the winners pay; the books balance", async () => {
    const week = WEEKS[5]!;
    const first = await agent({ coins: 20 });
    const firstListing = await insertMarketListing(db, first.userId, { areaId: "31.74.06" });
    expect((await buy(first.headers, firstListing.uuid, [week])).statusCode).toBe(201);
    const second = await agent({ coins: 20 });
    const secondListing = await insertMarketListing(db, second.userId, { areaId: "31.74.06" });
    expect((await buy(second.headers, secondListing.uuid, [week])).statusCode).toBe(201);

    const racers = [];
    for (let i = 0; i < 20; i++) {
      const a = await agent({ coins: 25 });
      racers.push({ ...a, listing: await insertMarketListing(db, a.userId, { areaId: "31.74.06" }) });
    }
    const responses = await raceAtWriteGate(
      t.database,
      { writesTo: ["recommended_slots"] },
      racers.map((r) => () => buy(r.headers, r.listing.uuid, [week])),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const r of responses.filter((x) => x.statusCode === 422)) expect(r.json().code).toBe(1011);

    const [slot] = await rowsOf(
      db,
      v.object({ sold: v.number(), boosts: v.number() }),
      sql`
      SELECT s.sold, (SELECT count(*)::int FROM recommended_boosts b WHERE b.area_id = s.area_id
        AND b.property_type_id = s.property_type_id AND b.listing_type = s.listing_type AND b.start_date = s.start_date) AS boosts
      FROM recommended_slots s WHERE s.area_id = '31.74.06' AND s.listing_type = 'S' AND s.start_date = ${week}::date`,
    );
    expect(slot).toEqual({ sold: RECOMMENDED_CAPACITY, boosts: RECOMMENDED_CAPACITY });
    const ids = racers.map((r) => r.userId);
    expect(await ledgerBooks(db, ids)).toMatchObject({ credited: 500, spent: 20, remaining: 480, min_remaining: 5 });
    let paying = 0;
    for (const id of ids) paying += (await usagesOf(id)).n;
    expect(paying).toBe(1);
  });
});

describe(`the agent's boosts and moving one (${testDriver()})`, () => {
  it("lists the agent's boosts only, 30 a page, newest week first, with their status", async () => {
    const a = await agent({ coins: 100 });
    const listing = await insertMarketListing(db, a.userId, { areaId: "31.74.07" });
    await buy(a.headers, listing.uuid, [THIS_WEEK, WEEKS[1]!]);
    const res = await t.app.inject({ method: "GET", url: "/api/listing_boosts/recommended/", headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ total: 2, per_page: 30, current_page: 1, last_page: 1 });
    expect(
      res.json().data.map((b: { start_date: string; status: string; area: string }) => [b.start_date, b.status]),
    ).toEqual([
      [WEEKS[1], "upcoming"],
      [THIS_WEEK, "running"],
    ]);
    const b = await agent();
    const theirs = await t.app.inject({ method: "GET", url: "/api/listing_boosts/recommended/", headers: b.headers });
    expect(theirs.json().data).toEqual([]);
  });

  it("moves a boost to an eligible listing only; agent B can neither see nor move A's boost (404)", async () => {
    const a = await agent({ coins: 100 });
    const spec: PublicListingSpec = { areaId: "31.74.08" };
    const from = await insertMarketListing(db, a.userId, spec);
    const to = await insertMarketListing(db, a.userId, spec);
    const otherArea = await insertMarketListing(db, a.userId, { areaId: "31.74.09" });
    const otherType = await insertMarketListing(db, a.userId, { ...spec, propertyType: "APARTMENT" });
    const draft = await insertMarketListing(db, a.userId, { ...spec, status: "DRAFT" });
    const boost = (await buy(a.headers, from.uuid, [THIS_WEEK])).json().data[0];
    const paid = await usagesOf(a.userId);

    const picker = await t.app.inject({
      method: "GET",
      url: `/api/v2/catalog/items?eligible_boost_uuid=${boost.uuid}`,
      headers: a.headers,
    });
    expect(picker.statusCode).toBe(200);
    expect(picker.json().data.map((l: { uuid: string }) => l.uuid)).toEqual([to.uuid]);

    const move = (headers: Record<string, string>, listingUuid: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/listing_boosts/recommended/change_listing",
        headers,
        payload: { boost_uuid: boost.uuid, listing_uuid: listingUuid },
      });
    for (const l of [otherArea, otherType, draft]) expect((await move(a.headers, l.uuid)).statusCode).toBe(470);

    const b = await agent({ coins: 100 });
    const bListing = await insertMarketListing(db, b.userId, spec);
    expect((await move(b.headers, bListing.uuid)).statusCode).toBe(404);
    const bPicker = await t.app.inject({
      method: "GET",
      url: `/api/v2/catalog/items?eligible_boost_uuid=${boost.uuid}`,
      headers: b.headers,
    });
    expect(bPicker.json().data).toEqual([]);
    expect((await move(a.headers, bListing.uuid)).statusCode).toBe(404);

    const moved = await move(a.headers, to.uuid);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ uuid: boost.uuid, listing_uuid: to.uuid, status: "running" });
    // Moving costs nothing.
    expect(paid.n).toBe(1);
    expect(await usagesOf(a.userId)).toEqual(paid);
  });
});

describe(`the search effect (${testDriver()})`, () => {
  const search = (query: string) => t.app.inject({ method: "GET", url: `/api/search/listings?${query}` });

  it("puts this week's boosted listing first for its area and type, marked, only during its week", async () => {
    const a = await agent({ coins: 100 });
    const spec: PublicListingSpec = { areaId: "31.74.10" };
    // The boosted listings are the oldest, so only the boost can lift them.
    const running = await insertMarketListing(db, a.userId, { ...spec, postedHoursAgo: 500 });
    const upcoming = await insertMarketListing(db, a.userId, { ...spec, postedHoursAgo: 400 });
    for (let i = 0; i < 3; i++) await insertMarketListing(db, a.userId, { ...spec, postedHoursAgo: i + 1 });
    await buy(a.headers, running.uuid, [THIS_WEEK]);
    await buy(a.headers, upcoming.uuid, [WEEKS[1]!]);

    const page1 = (await search("area_id=31.74.10&per_page=2")).json();
    expect(page1.data[0]).toMatchObject({ uuid: running.uuid, is_recommended: true });
    expect(page1.data[1].is_recommended).toBe(false);
    const uuids: string[] = [];
    for (let p = 1; p <= page1.meta.last_page; p++) {
      uuids.push(
        ...(await search(`area_id=31.74.10&per_page=2&page=${p}`)).json().data.map((l: { uuid: string }) => l.uuid),
      );
    }
    expect(uuids).toHaveLength(5);
    expect(new Set(uuids).size).toBe(5);
    expect(uuids.at(-1)).toBe(upcoming.uuid);

    const sameType = (await search("area_id=31.74.10&listing_type=S")).json().data;
    expect(sameType[0].uuid).toBe(running.uuid);
    expect((await search("area_id=31.74.10&listing_type=R")).json().data).toEqual([]);
    const notItsArea = (await search("city_id=31.74")).json().data;
    expect(notItsArea.every((l: { is_recommended: boolean }) => !l.is_recommended)).toBe(true);

    // Once its week is over (the boost moved to last week), the listing returns to its own place.
    await db.execute(sql`INSERT INTO recommended_slots (area_id, property_type_id, listing_type, start_date, sold)
      SELECT area_id, property_type_id, listing_type, start_date - 7, 1 FROM recommended_boosts WHERE listing_id = ${running.id}`);
    await db.execute(sql`UPDATE recommended_boosts SET start_date = start_date - 7 WHERE listing_id = ${running.id}`);
    const ended = (
      await t.app.inject({ method: "GET", url: "/api/listing_boosts/recommended/", headers: a.headers })
    ).json().data;
    expect(ended.find((b: { listing_uuid: string }) => b.listing_uuid === running.uuid).status).toBe("ended");
    const after = (await search("area_id=31.74.10")).json().data;
    expect(after.at(-1).uuid).toBe(running.uuid);
    expect(after.every((l: { is_recommended: boolean }) => !l.is_recommended)).toBe(true);
  });
});

describe("flag off", () => {
  it("answers 403 with a clear message on every Recommended call and the picker", async () => {
    const off = await createTestApp();
    try {
      const userId = await createAgent(off.database.db, "rekomendasi.mati@contoh.id");
      const headers = bearer(await sessionOf(off.app, userId));
      const listing = await insertMarketListing(off.database.db, userId);
      const id = "00000000-0000-4000-8000-000000000000";
      const calls = [
        { method: "GET" as const, url: "/api/listing_boosts/recommended/" },
        { method: "GET" as const, url: `/api/listing_boosts/recommended/get_form?uuid=${listing.uuid}` },
        {
          method: "POST" as const,
          url: "/api/listing_boosts/recommended/purchase",
          payload: { listing_uuid: listing.uuid, availabilities: [{ start_date: THIS_WEEK }] },
        },
        {
          method: "POST" as const,
          url: "/api/listing_boosts/recommended/change_listing",
          payload: { listing_uuid: listing.uuid, boost_uuid: id },
        },
        { method: "GET" as const, url: `/api/v2/catalog/items?eligible_boost_uuid=${id}` },
      ];
      for (const call of calls) {
        const res = await off.app.inject({ ...call, headers });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json()).toEqual({ errors: "Fitur Recommended Listing belum tersedia." });
      }
      expect(off.violations).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
