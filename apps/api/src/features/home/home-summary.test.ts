import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { addBatch, createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { insertNotification } from "../notifications/index.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let seq = 0;
async function agent(options: { membership?: boolean } = {}) {
  const email = `beranda.${++seq}@contoh.id`;
  const userId = await createAgent(db, email, options);
  return { userId, token: await loginAs(t.app, email) };
}

const summary = async (token: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/home/summary", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** An ACTIVE listing whose 120 days end `days` from now. */
async function listingExpiringIn(userId: number, days: number, titleSuffix = `Habis ${days} hari`) {
  const listing = await insertListing(db, userId, { status: "ACTIVE", titleSuffix });
  await db.execute(
    sql`UPDATE listings SET expires_at = now() + make_interval(days => ${days}::int) WHERE id = ${listing.id}`,
  );
  return listing;
}

/** A scheduled repost run of the listing `daysAgo` days ago. */
async function run(listingId: number, daysAgo: number, outcome: "FAILED" | "REPOSTED", time: string) {
  const [schedule] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`
    INSERT INTO repost_schedules (listing_id, day_of_the_week, time, expired_at)
    VALUES (${listingId}, 1, ${time}, (now() + interval '30 days')::date) RETURNING id`,
  );
  await db.execute(sql`INSERT INTO repost_schedule_runs (schedule_id, slot_at, outcome, error_code, failure_reason)
    VALUES (${schedule!.id}, now() - make_interval(days => ${daysAgo}::int), ${outcome},
      ${outcome === "FAILED" ? 1004 : null}, ${outcome === "FAILED" ? "insufficient_coins" : null})`);
}

/** A lead whose newest message arrived `minutesAgo` minutes ago. */
async function lead(
  userId: number,
  name: string,
  minutesAgo: number,
  state: "unread" | "read" | "archived" = "unread",
) {
  await db.execute(sql`INSERT INTO enquiries (agent_user_id, name, email, phone, message, source, read_at, archived_at,
      created_at, last_message_at)
    VALUES (${userId}, ${name}, 'calon@contoh.id', '081234567890', 'Masih ada?', 'agent_page',
      ${state === "read" ? sql`now()` : null}, ${state === "archived" ? sql`now()` : null},
      now() - make_interval(mins => ${minutesAgo}::int), now() - make_interval(mins => ${minutesAgo}::int))`);
}

describe(`the home summary (${testDriver()})`, () => {
  it("answers the agent's coins, slots, unread leads, expiring listings, failed reposts and unread notifications", async () => {
    const a = await agent();
    const other = await agent();

    // Coins: 30 expire in 20 days (the nearest), 50 in 100 days; an expired batch and a spent one do not count.
    await addBatch(db, a.userId, { amount: 30, expiresInDays: 20 });
    await addBatch(db, a.userId, { amount: 50, expiresInDays: 100 });
    await addBatch(db, a.userId, { amount: 40, expiresInDays: -1, creditedDaysAgo: 400 });
    await addBatch(db, a.userId, { amount: 10, expiresInDays: 5, remaining: 0 });
    await addBatch(db, other.userId, { amount: 7, expiresInDays: 2 });

    // Listings: expiring in 3 and 13 days show (soonest first); 15 days, a draft and the other agent's do not.
    const soon = await listingExpiringIn(a.userId, 3, "Segera Habis");
    const later = await listingExpiringIn(a.userId, 13, "Hampir Habis");
    const beyond = await listingExpiringIn(a.userId, 15, "Masih Lama");
    await insertListing(db, a.userId, { status: "DRAFT" });
    await listingExpiringIn(other.userId, 2, "Milik Agen Lain");

    // Failed scheduled reposts: 2 days ago shows; 8 days ago and a successful run do not.
    await run(beyond.id, 2, "FAILED", "08:00");
    await run(beyond.id, 8, "FAILED", "09:00");
    await run(soon.id, 1, "REPOSTED", "10:00");
    const othersListing = await insertListing(db, other.userId, { status: "ACTIVE" });
    await run(othersListing.id, 1, "FAILED", "08:00");

    // Leads: 6 unread (the 5 newest show), one read and one archived do not count.
    for (let i = 1; i <= 6; i++) await lead(a.userId, `Pembeli ${i}`, i * 10);
    await lead(a.userId, "Sudah Dibaca", 1, "read");
    await lead(a.userId, "Diarsipkan", 2, "archived");
    await lead(other.userId, "Pembeli Agen Lain", 1);

    // Notifications: three, one of them read.
    for (const title of ["Satu", "Dua", "Tiga"]) {
      await insertNotification(db, { userId: a.userId, type: "SCHEDULED_REPOST_FAILED", title, body: "Isi" });
    }
    await db.execute(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${a.userId} AND title = 'Dua'`);
    await insertNotification(db, { userId: other.userId, type: "SCHEDULED_REPOST_FAILED", title: "Lain", body: "Isi" });

    const got = await summary(a.token);
    expect(got.coins).toEqual({
      total_coins: 80,
      frozen_coins: 0,
      nearest_expiry: { expires_at: expect.any(String), coins: 30 },
    });
    const expiryDays = (Date.parse(got.coins.nearest_expiry.expires_at) - Date.now()) / 86_400_000;
    expect(expiryDays).toBeGreaterThan(19.9);
    expect(expiryDays).toBeLessThan(20.1);
    // SILVER gives 10 slots; the three ACTIVE listings are in use (the draft is not).
    expect(got.slots).toEqual({ current_amount: 3, quota: 10 });
    expect(got.expiring_listings).toMatchObject({ window_days: 14, total: 2 });
    expect(got.expiring_listings.items.map((l: { uuid: string }) => l.uuid)).toEqual([soon.uuid, later.uuid]);
    expect(got.expiring_listings.items[0]).toEqual({
      uuid: soon.uuid,
      title: expect.stringContaining("Segera Habis"),
      listing_number: soon.listing_number,
      expires_at: expect.any(String),
    });
    expect(got.failed_reposts).toEqual({
      window_days: 7,
      total: 1,
      items: [
        {
          listing: {
            uuid: beyond.uuid,
            title: expect.stringContaining("Masih Lama"),
            listing_number: beyond.listing_number,
            status: "ACTIVE",
          },
          slot_at: expect.any(String),
          failure_reason: "insufficient_coins",
        },
      ],
    });
    expect(got.leads.unread_count).toBe(6);
    expect(got.leads.items.map((l: { name: string }) => l.name)).toEqual([
      "Pembeli 1",
      "Pembeli 2",
      "Pembeli 3",
      "Pembeli 4",
      "Pembeli 5",
    ]);
    expect(got.leads.items[0]).toMatchObject({ read: false, archive: false, phone: "081234567890", listing: null });
    expect(got.notifications).toEqual({ unread_count: 2 });
  });

  it("never shows another agent's data, and answers empty parts for a new agent", async () => {
    const fresh = await agent();
    const busy = await agent();
    await addBatch(db, busy.userId, { amount: 25, expiresInDays: 3 });
    const listing = await listingExpiringIn(busy.userId, 1);
    await run(listing.id, 1, "FAILED", "07:30");
    await lead(busy.userId, "Pembeli", 5);
    await insertNotification(db, { userId: busy.userId, type: "SCHEDULED_REPOST_FAILED", title: "Gagal", body: "Isi" });

    expect(await summary(fresh.token)).toEqual({
      coins: { total_coins: 0, frozen_coins: 0, nearest_expiry: null },
      slots: { current_amount: 0, quota: 10 },
      leads: { unread_count: 0, items: [] },
      expiring_listings: { window_days: 14, total: 0, items: [] },
      failed_reposts: { window_days: 7, total: 0, items: [] },
      notifications: { unread_count: 0 },
      agent_page_reveals: { window_days: 30, total: 0 },
    });
    const got = await summary(busy.token);
    expect(got.coins.total_coins).toBe(25);
    expect(got.expiring_listings.total).toBe(1);
    expect(got.failed_reposts.total).toBe(1);
    expect(got.leads.unread_count).toBe(1);
    expect(got.notifications.unread_count).toBe(1);
  });

  it("shows coins frozen and no slots without an active membership", async () => {
    const lapsed = await agent({ membership: false });
    await addBatch(db, lapsed.userId, { amount: 15, expiresInDays: 30 });
    const got = await summary(lapsed.token);
    expect(got.coins).toMatchObject({ total_coins: 0, frozen_coins: 15, nearest_expiry: { coins: 15 } });
    expect(got.slots).toEqual({ current_amount: 0, quota: 0 });
  });

  it("needs a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/home/summary" });
    expect(res.statusCode).toBe(401);
  });
});
