import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addMonths,
  currentMonth,
  daysInMonth,
  monthName,
  purchasableMonths,
  type YearMonth,
} from "@griya/domain/featured-agents";
import * as v from "valibot";
import { addBatch, createAgent, ledgerBooks } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { comingMonthWithDays, wib } from "../../../test/wib-clock.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

// Each test takes its own area, so the capacity of one never leaks into another.
const AREAS = [
  "31.74.01",
  "31.74.02",
  "31.74.03",
  "31.74.04",
  "31.74.05",
  "31.74.06",
  "31.74.07",
  "31.74.08",
  "31.74.09",
  "31.74.10",
];
let areaSeq = 0;
const nextArea = () => AREAS[areaSeq++]!;

let seq = 0;
async function agent(options: { membership?: boolean; coins?: number } = {}) {
  const email = `featured.${++seq}@contoh.id`;
  const userId = await createAgent(db, email, { membership: options.membership });
  // Valid past the months the WIB tests below move the clock to (up to half a year ahead).
  if (options.coins) await addBatch(db, userId, { amount: options.coins, expiresInDays: 300 });
  return { userId, token: await loginAs(t.app, email) };
}

const thisMonth = () => currentMonth(new Date());
const buy = (token: string, areaId: string, months: YearMonth[]) =>
  t.app.inject({
    method: "POST",
    url: "/api/featured_agents/buy",
    headers: bearer(token),
    payload: { area_id: areaId, availabilities: months },
  });
const get = (token: string | undefined, url: string) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

async function slotCount(areaId: string, m: YearMonth) {
  const [row] = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
    SELECT count(*)::int AS n FROM featured_agent_slots WHERE district_id = ${areaId} AND year = ${m.year} AND month = ${m.month}`,
  );
  return row!.n;
}

describe(`featured agents (${testDriver()})`, () => {
  it("finds an area by name with the coin cost", async () => {
    const a = await agent();
    const res = await get(a.token, "/api/featured_agents/cost?query=tebet");
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.coin_cost).toBe(100);
    expect(data.areas.length).toBeGreaterThan(0);
    for (const area of data.areas) expect(area.name.toLowerCase()).toContain("tebet");
    expect((await get(a.token, "/api/featured_agents/cost")).json().data).toEqual({ coin_cost: 100, areas: [] });
  });

  it("buys two months in one spend: slots listed, availability counts them, coins spent once per month", async () => {
    const area = nextArea();
    const a = await agent({ coins: 250 });
    // Later months, whole whatever today is (the current month's price is tested at a set clock below).
    const [first, second] = purchasableMonths(new Date()).slice(1, 3) as [YearMonth, YearMonth];
    const res = await buy(a.token, area, [second, first, second]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      area_id: area,
      month: first.month,
      year: first.year,
      month_name: monthName(first.month),
    });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({
      credited: 250,
      remaining: 50,
      spent: 200,
      min_remaining: 50,
    });
    const [usage] = await rowsOf(
      db,
      v.object({ activity: v.string(), amount: v.number() }),
      sql`
      SELECT activity, amount FROM coin_usages WHERE user_id = ${a.userId}`,
    );
    expect(usage).toEqual({ activity: "FEATURED_AGENT", amount: 200 });

    const availability = (await get(a.token, `/api/featured_agents/availability?area_id=${area}`)).json().data;
    expect(availability).toHaveLength(12);
    expect(availability[1]).toMatchObject({ ...first, places_left: 4, purchased: true, available: false });
    expect(availability[3]).toMatchObject({ places_left: 5, purchased: false, available: true, coin_cost: 100 });

    const listed = (await get(a.token, "/api/featured_agents/purchased")).json();
    expect(listed.meta).toEqual({ current_page: 1, per_page: 30, total: 2, last_page: 1 });
    expect(listed.data.map((s: { month: number }) => s.month)).toEqual([second.month, first.month]);

    const again = await buy(a.token, area, [first]);
    expect(again.statusCode).toBe(470);
    expect(again.json().errors.availabilities[0]).toMatch(/sudah menjadi Featured Agent/);
  });

  it("refuses 1007 with the numbers and 1008 without membership, spending nothing", async () => {
    const area = nextArea();
    const months = purchasableMonths(new Date()).slice(1, 4);
    const poor = await agent({ coins: 250 });
    const res = await buy(poor.token, area, months);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 1007, coins_remaining: 250, required_coins: 300 });
    expect(res.json().errors).toContain("250");
    expect(await ledgerBooks(db, [poor.userId])).toMatchObject({ remaining: 250, spent: 0 });

    const lapsed = await agent({ membership: false, coins: 500 });
    const refused = await buy(lapsed.token, area, months);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 1008, required_coins: 300 });
    expect(await ledgerBooks(db, [lapsed.userId])).toMatchObject({ remaining: 500, spent: 0 });
    expect(await slotCount(area, months[0]!)).toBe(0);
  });

  it("refuses a month outside the 12 and an unknown area with 470", async () => {
    const a = await agent({ coins: 500 });
    const late = addMonths(thisMonth(), 12);
    const early = addMonths(thisMonth(), -1);
    const res = await buy(a.token, nextArea(), [late, early]);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors.availabilities).toHaveLength(2);
    const unknown = await buy(a.token, "99.99.99", [thisMonth()]);
    expect(unknown.statusCode).toBe(470);
    expect(unknown.json().errors.area_id).toBeDefined();
    expect((await get(a.token, "/api/featured_agents/availability?area_id=99.99.99")).statusCode).toBe(470);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 0 });
  });

  it("sells exactly the last place of an area-month to one of 20 racing agents; only the winner pays", async () => {
    const area = nextArea();
    const month = addMonths(thisMonth(), 1);
    for (let i = 0; i < 4; i++)
      expect((await buy((await agent({ coins: 100 })).token, area, [month])).statusCode).toBe(201);
    const racers = [];
    for (let i = 0; i < 20; i++) racers.push(await agent({ coins: 150 }));
    const responses = await raceAtWriteGate(
      t.database,
      { writesTo: ["coin_usages", "coin_batches", "featured_agent_slots"] },
      racers.map((r) => () => buy(r.token, area, [month])),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 470);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json().errors.availabilities[0]).toMatch(/sudah penuh/);
    expect(await slotCount(area, month)).toBe(5);
    const winner = racers[responses.findIndex((r) => r.statusCode === 201)]!;
    const losers = racers.filter((r) => r !== winner).map((r) => r.userId);
    expect(await ledgerBooks(db, [winner.userId])).toMatchObject({ credited: 150, remaining: 50, spent: 100 });
    expect(await ledgerBooks(db, losers)).toMatchObject({ credited: 19 * 150, remaining: 19 * 150, spent: 0 });
    const all = await ledgerBooks(
      db,
      racers.map((r) => r.userId),
    );
    expect(all.credited).toBe(all.remaining + all.spent);
    expect(all.min_remaining).toBeGreaterThanOrEqual(0);
  });

  it("shows featured agents only in their area and month, to visitors without a login", async () => {
    const area = nextArea();
    const other = nextArea();
    const now = thisMonth();
    const a = await agent({ coins: 300 });
    const b = await agent({ coins: 300 });
    expect((await buy(a.token, area, [now])).statusCode).toBe(201);
    expect((await buy(b.token, area, [addMonths(now, 1)])).statusCode).toBe(201);
    const res = await get(undefined, `/api/search/featured_agents?area_id=${area}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: a.userId,
        name: expect.any(String),
        avatar_url: null,
        agent_office: null,
        profile_url: `/agen/${a.userId}`,
      },
    ]);
    expect((await get(undefined, `/api/search/featured_agents?area_id=${other}`)).json().data).toEqual([]);
    // The agent page marks the areas of this month only.
    const [areaRow] = await rowsOf(
      db,
      v.object({ name: v.string() }),
      sql`SELECT name FROM districts WHERE id = ${area}`,
    );
    expect((await get(undefined, `/api/agent/profile/${a.userId}`)).json().data.featured_areas).toEqual([
      { id: area, name: areaRow!.name },
    ]);
    expect((await get(undefined, `/api/agent/profile/${b.userId}`)).json().data.featured_areas).toEqual([]);
  });

  it("never shows another agent's purchases, and filters the own ones by area", async () => {
    const area = nextArea();
    const a = await agent({ coins: 300 });
    const b = await agent({ coins: 300 });
    expect((await buy(a.token, area, [thisMonth()])).statusCode).toBe(201);
    expect((await get(b.token, "/api/featured_agents/purchased")).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await get(a.token, `/api/featured_agents/purchased?area=${area}`)).json().meta.total).toBe(1);
    expect((await get(a.token, "/api/featured_agents/purchased?area=zzzz")).json().meta.total).toBe(0);
    const [name] = await rowsOf(db, v.object({ name: v.string() }), sql`SELECT name FROM districts WHERE id = ${area}`);
    const byName = (
      await get(a.token, `/api/featured_agents/purchased?area=${encodeURIComponent(name!.name.slice(1, 4))}`)
    ).json();
    expect(byName.data[0]).toMatchObject({ area_id: area, area: name!.name });
  });
});

describe(`the current month sold by its days left in WIB, ADR 0051 (${testDriver()})`, () => {
  // Only Date is faked: the API's clock reads it (ADR 0062), and PGlite too; a PostgreSQL server keeps its own.
  const at = (instant: Date) => vi.useFakeTimers({ toFake: ["Date"], now: instant });
  afterEach(() => vi.useRealTimers());

  const pad = (n: number) => String(n).padStart(2, "0");
  const dateIn = (m: YearMonth, day: number) => `${m.year}-${pad(m.month)}-${pad(day)}`;
  const availability = async (token: string, area: string) =>
    (await get(token, `/api/featured_agents/availability?area_id=${area}`)).json().data;
  async function amounts(userId: number) {
    const rows = await rowsOf(
      db,
      v.object({ amount: v.number() }),
      sql`SELECT amount FROM coin_usages WHERE user_id = ${userId} AND activity = 'FEATURED_AGENT' ORDER BY id`,
    );
    return rows.map((r) => r.amount);
  }

  it("the 28th of a 30-day month: 3 days left for 10 coins, shown and charged alike, the next month in full", async () => {
    const month = comingMonthWithDays(30);
    const next = addMonths(month, 1);
    at(wib(dateIn(month, 28), "10:00"));
    const a = await agent({ coins: 200 });
    const shown = await availability(a.token, "31.71.04");
    expect(shown[0]).toMatchObject({ ...month, days_left: 3, coin_cost: 10 });
    expect(shown[1]).toMatchObject({ ...next, days_left: 31, coin_cost: 100 });

    const poor = await agent({ coins: 109 });
    const refused = await buy(poor.token, "31.71.04", [month, next]);
    expect(refused.json()).toMatchObject({ code: 1007, coins_remaining: 109, required_coins: 110 });

    expect((await buy(a.token, "31.71.04", [next, month])).statusCode).toBe(201);
    expect(await amounts(a.userId)).toEqual([110]);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ credited: 200, spent: 110, remaining: 90 });
  });

  it("23:30 WIB on the 31st sells the last day for 4 coins; 00:30 WIB (17:30 UTC) a new month in full", async () => {
    const month = comingMonthWithDays(31);
    const next = addMonths(month, 1);
    at(wib(dateIn(month, 31), "23:30"));
    const a = await agent({ coins: 200 });
    expect((await availability(a.token, "31.71.05"))[0]).toMatchObject({ ...month, days_left: 1, coin_cost: 4 });
    expect((await buy(a.token, "31.71.05", [month])).statusCode).toBe(201);

    const firstOfNext = wib(dateIn(next, 1), "00:30");
    expect(firstOfNext.toISOString()).toBe(`${dateIn(month, 31)}T17:30:00.000Z`);
    at(firstOfNext);
    const days = daysInMonth(next);
    expect((await availability(a.token, "31.71.05"))[0]).toMatchObject({ ...next, days_left: days, coin_cost: 100 });
    expect((await buy(a.token, "31.71.05", [month])).statusCode).toBe(470);
    expect((await buy(a.token, "31.71.05", [next])).statusCode).toBe(201);
    expect(await amounts(a.userId)).toEqual([4, 100]);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ credited: 200, spent: 104, remaining: 96 });
  });
});
