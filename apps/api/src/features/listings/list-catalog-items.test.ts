import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../db/client.js";

let t: TestApp;
let db: AppDb;
let token: string;
let otherToken: string;
const made: Record<string, { uuid: string; listing_number: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const userId = await createAgent(db, "katalog@contoh.id");
  await createAgent(db, "katalog.lain@contoh.id");
  token = await loginAs(t.app, "katalog@contoh.id");
  otherToken = await loginAs(t.app, "katalog.lain@contoh.id");
  // Three active listings posted one day apart, with different prices; two drafts; one inactive.
  for (const [i, name, price] of [[0, "Alpha Menteng", 300], [1, "Beta Kemang", 100], [2, "Gamma Menteng", 200]] as const) {
    const l = await insertListing(db, userId, { status: "ACTIVE", titleSuffix: name, price: price * 1_000_000 });
    await db.execute(sql`UPDATE listings SET posted_at = now() - make_interval(days => ${i}::int),
      expires_at = now() + make_interval(days => ${100 + i * 5}::int) WHERE id = ${l.id}`);
    made[name] = l;
  }
  made.draft1 = await insertListing(db, userId, { titleSuffix: "Draft Satu", photos: 0 });
  made.draft2 = await insertListing(db, userId, { titleSuffix: "Draft Dua" });
  made.old = await insertListing(db, userId, { status: "INACTIVE", titleSuffix: "Lama" });
});
afterAll(() => t.close());

async function list(query: string, as = token) {
  const res = await t.app.inject({ method: "GET", url: `/api/v2/catalog/items${query}`, headers: bearer(as) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; meta: Record<string, number> };
}
// Titles are "<property type> <suffix>"; the suffixes here are two words.
const titles = (r: { data: Array<Record<string, unknown>> }) => r.data.map((d) => String(d.listing_title).split(" ").slice(-2).join(" "));

describe(`my listings catalogue (${testDriver()})`, () => {
  it("lists the active tab, newest first, with the card fields and paging meta", async () => {
    const r = await list("");
    expect(titles(r)).toEqual(["Alpha Menteng", "Beta Kemang", "Gamma Menteng"]);
    expect(r.meta).toEqual({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    const card = r.data[0]!;
    expect(card).toMatchObject({
      uuid: made["Alpha Menteng"]!.uuid, listing_number: made["Alpha Menteng"]!.listing_number, status: "ACTIVE",
      price_raw: 300_000_000, visit: 0, impression: 0, leads: 0, is_activated: true, repost_schedule_label: null,
      preview_link: `/properti/${made["Alpha Menteng"]!.uuid}`,
    });
    expect(card.img_source).toMatch(/^\/api\/files\/photos\/[0-9a-f-]+-640\.webp$/);
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
    expect(titles(await list(`?q=${made["Beta Kemang"]!.listing_number}`))).toEqual(["Beta Kemang"]);
    expect((await list("?q=100%25")).data).toEqual([]);
    const page2 = await list("?per_page=30&page=2");
    expect(page2.data).toEqual([]);
    expect(page2.meta).toEqual({ current_page: 2, per_page: 30, total: 3, last_page: 1 });
  });

  it("shows the draft and Lampau tabs; a draft without photos has no image", async () => {
    const drafts = await list("?category=draft");
    expect(titles(drafts)).toEqual(["Draft Dua", "Draft Satu"]);
    expect(drafts.data[1]).toMatchObject({ img_source: null, preview_link: null, is_activated: false, activated_at: null });
    expect((await list("?category=inactive")).data.map((d) => d.uuid)).toEqual([made.old!.uuid]);
  });

  it("shows another agent none of them", async () => {
    expect((await list("", otherToken)).meta.total).toBe(0);
    expect((await list("?category=draft", otherToken)).data).toEqual([]);
  });
});
