import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDayMonthYear } from "@griya/domain/format";
import { nextRun } from "@griya/domain/repost-schedule";
import { addDays, zonedParts } from "@griya/domain/zoned-time";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let seq = 0;
async function agent() {
  const email = `jadwal.${++seq}@contoh.id`;
  const userId = await createAgent(db, email);
  return { userId, token: await loginAs(t.app, email) };
}

type Slot = { day_of_the_week: number; time: string; expired_at: string };

/** dd-MM-yyyy of today + `days` in `zone`. */
const dayIn = (days: number, zone = "Asia/Jakarta") => formatDayMonthYear(addDays(zonedParts(new Date(), zone), days));
const END = dayIn(60);

const save = (token: string, listing_uuid: string, schedules: unknown[], zone?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/repost_schedules",
    headers: { ...bearer(token), ...(zone ? { "x-timezone": zone } : {}) },
    payload: { listing_uuid, schedules },
  });

const get = (token: string, listingUuid: string) =>
  t.app.inject({ method: "GET", url: `/api/repost_schedules?listing_uuid=${listingUuid}`, headers: bearer(token) });

async function storedRows(listingId: number) {
  return rowsOf(
    db,
    v.object({
      id: v.number(),
      day_of_the_week: v.number(),
      time: v.string(),
      time_zone: v.string(),
      next_run_at: v.nullable(v.string()),
    }),
    sql`
    SELECT id, day_of_the_week, time, time_zone, next_run_at FROM repost_schedules WHERE listing_id = ${listingId}
    ORDER BY day_of_the_week, time`,
  );
}

describe(`repost schedules API (${testDriver()})`, () => {
  it("saves a schedule and answers it by day then time; the zone is kept and each slot's first run computed", async () => {
    const a = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    const schedules: Slot[] = [
      { day_of_the_week: 5, time: "08:00", expired_at: END },
      { day_of_the_week: 1, time: "19:30", expired_at: END },
      { day_of_the_week: 1, time: "07:00", expired_at: dayIn(20) },
    ];
    const before = new Date();
    const res = await save(a.token, listing.uuid, schedules, "Asia/Makassar");
    expect(res.statusCode, res.body).toBe(200);
    const sorted = [schedules[2], schedules[1], schedules[0]];
    expect(res.json()).toEqual({ data: sorted });
    expect((await get(a.token, listing.uuid)).json()).toEqual({ data: sorted });

    const rows = await storedRows(listing.id);
    expect(rows.map((r) => r.time_zone)).toEqual(["Asia/Makassar", "Asia/Makassar", "Asia/Makassar"]);
    for (const [i, row] of rows.entries()) {
      // The first run is the slot's next occurrence after the save, read in Makassar.
      const expected = nextRun(sorted[i]!, before, "Asia/Makassar")!;
      const stored = new Date(row.next_run_at!);
      expect(stored.getTime() - expected.getTime()).toBeGreaterThanOrEqual(0);
      expect(stored.getTime() - expected.getTime()).toBeLessThan(7 * 24 * 3600 * 1000);
      const local = zonedParts(stored, "Asia/Makassar");
      expect([
        local.weekday,
        `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`,
      ]).toEqual([sorted[i]!.day_of_the_week, sorted[i]!.time]);
    }
  });

  it("uses Asia/Jakarta without X-Timezone, stores a zone by its canonical name, refuses an unknown zone", async () => {
    const a = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    const slot = { day_of_the_week: 3, time: "10:00", expired_at: END };
    expect((await save(a.token, listing.uuid, [slot])).statusCode).toBe(200);
    expect((await storedRows(listing.id))[0]!.time_zone).toBe("Asia/Jakarta");
    expect((await save(a.token, listing.uuid, [slot], "america/new_york")).statusCode).toBe(200);
    expect((await storedRows(listing.id))[0]!.time_zone).toBe("America/New_York");
    const bad = await save(a.token, listing.uuid, [slot], "Mars/Olympus");
    expect(bad.statusCode).toBe(470);
    expect(Object.keys(bad.json().errors)).toEqual(["X-Timezone"]);
    expect((await storedRows(listing.id))[0]!.time_zone).toBe("America/New_York");
  });

  it("replaces the whole schedule: kept slots keep their row, others go, an empty list removes it", async () => {
    const a = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    const slot = (day: number, time: string) => ({ day_of_the_week: day, time, expired_at: END });
    await save(a.token, listing.uuid, [slot(1, "08:00"), slot(2, "09:00")]);
    const kept = (await storedRows(listing.id)).find((r) => r.day_of_the_week === 2)!;
    const res = await save(a.token, listing.uuid, [slot(2, "09:00"), slot(6, "21:30")]);
    expect(res.json().data).toEqual([slot(2, "09:00"), slot(6, "21:30")]);
    const rows = await storedRows(listing.id);
    expect(rows.map((r) => [r.day_of_the_week, r.time])).toEqual([
      [2, "09:00"],
      [6, "21:30"],
    ]);
    expect(rows[0]!.id).toBe(kept.id);

    const cleared = await save(a.token, listing.uuid, []);
    expect(cleared.json()).toEqual({ data: [] });
    expect(await storedRows(listing.id)).toEqual([]);
    expect((await get(a.token, listing.uuid)).json()).toEqual({ data: [] });
  });

  it("answers 470 with Indonesian messages per field and saves nothing", async () => {
    const a = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    const res = await save(a.token, listing.uuid, [
      { day_of_the_week: 1, time: "08:00", expired_at: END },
      { day_of_the_week: 2, time: "08:00", expired_at: "31-02-2027" },
      { day_of_the_week: 1, time: "08:00", expired_at: END },
      { day_of_the_week: 4, time: "08:00", expired_at: dayIn(-1) },
      { day_of_the_week: 5, time: "08:00", expired_at: dayIn(0) },
    ]);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      "schedules.1.expired_at": ["Tanggal berakhir harus berupa tanggal yang valid."],
      "schedules.2.time": ["Hari dan jam ini sudah ada di jadwal."],
      "schedules.3.expired_at": ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
    });
    // Times off the half-hour grid and days outside 1–7 are refused by the contract itself.
    const grid = await save(a.token, listing.uuid, [{ day_of_the_week: 8, time: "08:15", expired_at: END }]);
    expect(grid.statusCode).toBe(470);
    expect(Object.keys(grid.json().errors).sort()).toEqual(["schedules.0.day_of_the_week", "schedules.0.time"]);
    expect(await storedRows(listing.id)).toEqual([]);
  });

  it("reads 'not in the past' in the caller's zone", async () => {
    const a = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    // Today in Kiritimati (UTC+14) is yesterday or today in Pago Pago (UTC-11), never the same both ways.
    const pagoToday = dayIn(0, "Pacific/Pago_Pago");
    const kiritimatiToday = dayIn(0, "Pacific/Kiritimati");
    expect(pagoToday).not.toBe(kiritimatiToday);
    const slot = { day_of_the_week: 1, time: "08:00", expired_at: pagoToday };
    expect((await save(a.token, listing.uuid, [slot], "Pacific/Pago_Pago")).statusCode).toBe(200);
    const refused = await save(a.token, listing.uuid, [slot], "Pacific/Kiritimati");
    expect(refused.statusCode).toBe(470);
    expect(refused.json().errors).toEqual({
      "schedules.0.expired_at": ["Tanggal berakhir tidak boleh tanggal yang sudah lewat."],
    });
  });

  it("gives slots only to an ACTIVE listing, but lets any own listing's schedule be removed", async () => {
    const a = await agent();
    const slot = { day_of_the_week: 1, time: "08:00", expired_at: END };
    for (const status of ["DRAFT", "INACTIVE"] as const) {
      const listing = await insertListing(db, a.userId, { status });
      const res = await save(a.token, listing.uuid, [slot]);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({
        listing_uuid: ["Jadwal repost hanya dapat diatur untuk listing yang aktif. Aktifkan listing terlebih dahulu."],
      });
      expect(await storedRows(listing.id)).toEqual([]);
    }
    // A schedule made while active can still be removed after the listing went to Lampau.
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    expect((await save(a.token, listing.uuid, [slot])).statusCode).toBe(200);
    await db.execute(sql`UPDATE listings SET status = 'INACTIVE' WHERE id = ${listing.id}`);
    expect((await save(a.token, listing.uuid, [])).statusCode).toBe(200);
    expect(await storedRows(listing.id)).toEqual([]);
  });

  it("answers 404 for another agent's or an unknown listing, and 401 without a token", async () => {
    const a = await agent();
    const b = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    const slot = { day_of_the_week: 1, time: "08:00", expired_at: END };
    await save(a.token, listing.uuid, [slot]);
    expect((await get(b.token, listing.uuid)).statusCode).toBe(404);
    expect((await save(b.token, listing.uuid, [])).statusCode).toBe(404);
    expect((await save(b.token, listing.uuid, [slot])).statusCode).toBe(404);
    expect(await storedRows(listing.id)).toHaveLength(1);
    const unknown = "0b7e1d2c-3a4f-4b5c-8d6e-7f8091a2b3c4";
    expect((await get(a.token, unknown)).statusCode).toBe(404);
    expect((await save(a.token, unknown, [])).statusCode).toBe(404);
    expect((await get(a.token, "nope")).statusCode).toBe(470);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/repost_schedules?listing_uuid=${listing.uuid}` })).statusCode,
    ).toBe(401);
  });

  it("drops the schedule with its listing", async () => {
    const a = await agent();
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    await save(a.token, listing.uuid, [{ day_of_the_week: 1, time: "08:00", expired_at: END }]);
    const del = await t.app.inject({
      method: "POST",
      url: "/api/listings/delete",
      headers: bearer(a.token),
      payload: { uuid: listing.uuid },
    });
    expect(del.statusCode).toBe(200);
    expect(await storedRows(listing.id)).toEqual([]);
  });
});
