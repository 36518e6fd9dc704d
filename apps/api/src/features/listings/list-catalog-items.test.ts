import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
let token: string;
let otherToken: string;
const made: Record<string, { id: number; uuid: string; listing_number: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const userId = await createAgent(db, "katalog@contoh.id");
  await createAgent(db, "katalog.lain@contoh.id");
  token = await loginAs(t.app, "katalog@contoh.id");
  otherToken = await loginAs(t.app, "katalog.lain@contoh.id");
  // Three active listings posted one day apart, with different prices; two drafts; one inactive.
  for (const [i, name, price] of [
    [0, "Alpha Menteng", 300],
    [1, "Beta Kemang", 100],
    [2, "Gamma Menteng", 200],
  ] as const) {
    const l = await insertListing(db, userId, { status: "ACTIVE", titleSuffix: name, price: price * 1_000_000 });
    await db.execute(sql`UPDATE listings SET posted_at = now() - make_interval(days => ${i}::int),
      expires_at = now() + make_interval(days => ${100 + i * 5}::int) WHERE id = ${l.id}`);
    made[name] = l;
  }
  made.draft1 = await insertListing(db, userId, { titleSuffix: "Draft Satu", photos: 0 });
  made.draft2 = await insertListing(db, userId, { titleSuffix: "Draft Dua" });
  made.draft3 = await insertListing(db, userId, { titleSuffix: "Draft Tiga", price: 500_000_000 });
  // A draft may be saved without a price.
  await db.execute(sql`UPDATE listings SET price = NULL WHERE id = ${made.draft1.id}`);
  made.old = await insertListing(db, userId, { status: "INACTIVE", titleSuffix: "Lama" });
});
afterAll(() => t.close());

async function list(query: string, as = token) {
  const res = await t.app.inject({ method: "GET", url: `/api/v2/catalog/items${query}`, headers: bearer(as) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Array<Record<string, unknown>>; meta: Record<string, number> }>();
}
// Titles are "<property type> <suffix>"; the suffixes here are two words.
const titles = (r: { data: Array<Record<string, unknown>> }) =>
  r.data.map((d) => String(d.listing_title).split(" ").slice(-2).join(" "));

describe(`my listings catalogue (${testDriver()})`, () => {
  it("lists the active tab, newest first, with the card fields and paging meta", async () => {
    const r = await list("");
    expect(titles(r)).toEqual(["Alpha Menteng", "Beta Kemang", "Gamma Menteng"]);
    expect(r.meta).toEqual({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    const card = r.data[0]!;
    expect(card).toMatchObject({
      uuid: made["Alpha Menteng"]!.uuid,
      listing_number: made["Alpha Menteng"]!.listing_number,
      status: "ACTIVE",
      price_raw: 300_000_000,
      visit: 0,
      impression: 0,
      leads: 0,
      is_activated: true,
      repost_schedule_label: null,
      preview_link: `/properti/${made["Alpha Menteng"]!.uuid}`,
    });
    expect(card.img_source).toMatch(/^\/api\/files\/photos\/[0-9a-f-]+-640\.webp$/);
  });

  it("gives each card its place and a rental its rent period; none before they are chosen", async () => {
    const userId = await createAgent(db, "katalog.sewa@contoh.id");
    const rental = await insertListing(db, userId, { status: "ACTIVE", titleSuffix: "Sewa Tebet" });
    await db.execute(sql`UPDATE listings SET type = 'R', area_id = '31.74.01', city_id = '31.74', province_id = '31',
      rent_period_id = (SELECT id FROM rent_periods WHERE months = 1 ORDER BY id LIMIT 1) WHERE id = ${rental.id}`);
    // A draft is saved before its place is chosen (the helper's listing is complete, so the place is taken away).
    const draftRow = await insertListing(db, userId, { titleSuffix: "Draft Tanpa Lokasi" });
    await db.execute(
      sql`UPDATE listings SET area_id = NULL, city_id = NULL, province_id = NULL WHERE id = ${draftRow.id}`,
    );
    const as = await loginAs(t.app, "katalog.sewa@contoh.id");
    const [place] = await rowsOf(
      db,
      v.object({ name: v.string(), city_name: v.string() }),
      sql`SELECT d.name, c.name AS city_name FROM districts d JOIN cities c ON c.id = d.city_id WHERE d.id = '31.74.01'`,
    );
    const [card] = (await list("", as)).data;
    expect(card).toMatchObject({
      listing_type: "R",
      rent_period: { months: 1 },
      area: { id: "31.74.01", name: place!.name, city_name: place!.city_name },
    });
    const [draft] = (await list("?category=draft", as)).data;
    expect(draft).toMatchObject({ area: null, rent_period: null });
  });

  it("sorts by date, price and expiry both ways", async () => {
    expect(titles(await list("?sort=date&order=asc"))).toEqual(["Gamma Menteng", "Beta Kemang", "Alpha Menteng"]);
    expect(titles(await list("?sort=price&order=desc"))).toEqual(["Alpha Menteng", "Gamma Menteng", "Beta Kemang"]);
    expect(titles(await list("?sort=price&order=asc"))).toEqual(["Beta Kemang", "Gamma Menteng", "Alpha Menteng"]);
    expect(titles(await list("?sort=expired&order=asc"))).toEqual(["Alpha Menteng", "Beta Kemang", "Gamma Menteng"]);
    expect(titles(await list("?sort=expired&order=desc"))).toEqual(["Gamma Menteng", "Beta Kemang", "Alpha Menteng"]);
  });

  it("searches by title or listing number, and pages", async () => {
    expect(titles(await list("?q=menteng"))).toEqual(["Alpha Menteng", "Gamma Menteng"]);
    expect(titles(await list("?q=%20MENTENG%20"))).toEqual(["Alpha Menteng", "Gamma Menteng"]);
    expect(titles(await list(`?q=${made["Beta Kemang"]!.listing_number}`))).toEqual(["Beta Kemang"]);
    expect(titles(await list(`?q=${made["Beta Kemang"]!.listing_number.toLowerCase()}`))).toEqual(["Beta Kemang"]);
    expect((await list("?q=100%25")).data).toEqual([]);
    const page2 = await list("?per_page=30&page=2");
    expect(page2.data).toEqual([]);
    expect(page2.meta).toEqual({ current_page: 2, per_page: 30, total: 3, last_page: 1 });
  });

  it("finds a listing by its title as edited", async () => {
    await db.execute(sql`UPDATE listings SET title_suffix = 'Delta Cikini' WHERE id = ${made.draft3!.id}`);
    expect(titles(await list("?category=draft&q=cikini"))).toEqual(["Delta Cikini"]);
    expect((await list("?category=draft&q=tiga")).data).toEqual([]);
    await db.execute(sql`UPDATE listings SET title_suffix = 'Draft Tiga' WHERE id = ${made.draft3!.id}`);
  });

  it("shows the draft and Lampau tabs; a draft without photos has no image", async () => {
    const drafts = await list("?category=draft");
    expect(titles(drafts)).toEqual(["Draft Tiga", "Draft Dua", "Draft Satu"]);
    expect(drafts.data[2]).toMatchObject({
      img_source: null,
      preview_link: null,
      is_activated: false,
      activated_at: null,
      price_raw: null,
      has_repost_schedule: false,
      repost_schedule_label: null,
    });
    expect((await list("?category=inactive")).data.map((d) => d.uuid)).toEqual([made.old!.uuid]);
  });

  it("sorts a draft without a price last, whichever way prices go", async () => {
    expect(titles(await list("?category=draft&sort=price&order=desc"))).toEqual([
      "Draft Dua",
      "Draft Tiga",
      "Draft Satu",
    ]);
    expect(titles(await list("?category=draft&sort=price&order=asc"))).toEqual([
      "Draft Tiga",
      "Draft Dua",
      "Draft Satu",
    ]);
  });

  it("shows another agent none of them", async () => {
    expect((await list("", otherToken)).meta.total).toBe(0);
    expect((await list("?category=draft", otherToken)).data).toEqual([]);
  });
});

describe(`repost schedule on the cards (${testDriver()})`, () => {
  const schedule = (listing: string, day: number, time: string, expiredAt: SQL, zone = "Asia/Jakarta") =>
    db.execute(sql`INSERT INTO repost_schedules (listing_id, day_of_the_week, time, expired_at, time_zone)
      VALUES (${made[listing]!.id}, ${day}, ${time}, ${expiredAt}, ${zone})`);
  const today = (zone: string) => sql`(now() AT TIME ZONE ${zone})::date`;
  const card = (r: { data: Array<Record<string, unknown>> }, listing: string) =>
    r.data.find((d) => d.uuid === made[listing]!.uuid)!;

  beforeAll(async () => {
    await db.execute(sql`DELETE FROM repost_schedules`);
    // Alpha: three live slots on two days, ending on different dates; the latest is shown.
    await schedule("Alpha Menteng", 4, "19:30", sql`'2099-06-30'::date`);
    await schedule("Alpha Menteng", 1, "19:30", sql`'2099-12-31'::date`);
    await schedule("Alpha Menteng", 1, "08:00", sql`'2099-01-15'::date`);
    // Beta: its only slot ended yesterday.
    await schedule("Beta Kemang", 2, "10:00", sql`${today("Asia/Jakarta")} - 1`);
    // Gamma: one slot ends today (still live); one ended yesterday (not shown).
    await schedule("Gamma Menteng", 5, "09:00", today("Asia/Jakarta"));
    await schedule("Gamma Menteng", 3, "21:00", sql`${today("Asia/Jakarta")} - 1`);
  });

  it("labels the live slots by day then time, with the latest end date", async () => {
    const r = await list("");
    expect(card(r, "Alpha Menteng")).toMatchObject({
      has_repost_schedule: true,
      repost_schedule_label: "Senin 08:00 & 19:30, Kamis 19:30 · s.d. 31-12-2099",
    });
  });

  it("keeps a slot through its end date and drops it after", async () => {
    const r = await list("");
    expect(card(r, "Beta Kemang")).toMatchObject({ has_repost_schedule: false, repost_schedule_label: null });
    const [endsToday] = await rowsOf(
      db,
      v.object({ d: v.string() }),
      sql`SELECT to_char(${today("Asia/Jakarta")}, 'DD-MM-YYYY') AS d`,
    );
    expect(card(r, "Gamma Menteng")).toMatchObject({
      has_repost_schedule: true,
      repost_schedule_label: `Jumat 09:00 · s.d. ${endsToday!.d}`,
    });
  });

  it("reads the end date in the slot's own zone", async () => {
    // Pago Pago (UTC−11) is always a calendar day or more behind Kiritimati (UTC+14): its today is past there.
    await db.execute(sql`DELETE FROM repost_schedules WHERE listing_id = ${made["Beta Kemang"]!.id}`);
    await schedule("Beta Kemang", 6, "07:00", today("Pacific/Pago_Pago"), "Pacific/Kiritimati");
    expect(card(await list(""), "Beta Kemang")).toMatchObject({
      has_repost_schedule: false,
      repost_schedule_label: null,
    });
    await schedule("Beta Kemang", 7, "07:00", today("Pacific/Pago_Pago"), "Pacific/Pago_Pago");
    expect(card(await list(""), "Beta Kemang")).toMatchObject({
      has_repost_schedule: true,
      repost_schedule_label: expect.stringMatching(/^Minggu 07:00 · s\.d\. \d{2}-\d{2}-\d{4}$/),
    });
  });

  it("labels every card of a page, also on other tabs and when searching", async () => {
    await schedule("draft2", 1, "06:00", sql`'2099-03-01'::date`);
    const drafts = await list("?category=draft");
    expect(drafts.data.map((d) => d.has_repost_schedule)).toEqual([false, true, false]);
    expect(card(drafts, "draft2").repost_schedule_label).toBe("Senin 06:00 · s.d. 01-03-2099");
    const found = await list("?q=alpha");
    expect(found.data.map((d) => d.repost_schedule_label)).toEqual([
      "Senin 08:00 & 19:30, Kamis 19:30 · s.d. 31-12-2099",
    ]);
  });
});
