import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatDayMonthYear } from "@griya/domain/format";
import { nextRun } from "@griya/domain/repost-schedule";
import { addDays, zonedParts } from "@griya/domain/zoned-time";
import * as v from "valibot";
import { addBatch, createAgent, ledgerBooks } from "../../test/coins.js";
import { testDriver } from "../../test/database-template.js";
import { insertListing } from "../../test/listings.js";
import { raceAtWriteGate } from "../../test/race-gate.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../test/test-app.js";
import { openPostgres, type AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import type { OutgoingMessage } from "../platform/messaging/message.js";
import { REPOST_SCHEDULE_JOB, runDueRepostSchedules } from "./run-due-repost-schedules.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());
// Each case starts with no schedules, so its runs (which may jump weeks ahead) meet only its own slots.
beforeEach(async () => {
  await db.execute(sql`DELETE FROM repost_schedules`);
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let seq = 0;
async function agent(options: { membership?: boolean; coins?: number } = {}) {
  const email = `jadwal.job.${++seq}@contoh.id`;
  const userId = await createAgent(db, email, { membership: options.membership });
  if (options.coins) await addBatch(db, userId, { amount: options.coins, expiresInDays: 100 });
  return { userId, email, token: await loginAs(t.app, email) };
}

/** An ACTIVE listing activated and posted 10 days ago. */
async function activeListing(userId: number) {
  const listing = await insertListing(db, userId, { status: "ACTIVE", titleSuffix: "Rumah Jadwal" });
  await db.execute(sql`UPDATE listings SET activated_at = now() - interval '10 days', posted_at = now() - interval '10 days',
    expires_at = now() + interval '110 days' WHERE id = ${listing.id}`);
  return listing;
}

/** The calendar day `days` after today in `zone`, as the slot's weekday and its dd-MM-yyyy. */
function dayAhead(days: number, zone = "Asia/Jakarta") {
  const date = addDays(zonedParts(new Date(), zone), days);
  const weekday = zonedParts(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)), "UTC").weekday;
  return { weekday, text: formatDayMonthYear(date) };
}

type Slot = { day_of_the_week: number; time: string; expired_at: string };

/** Saves the listing's schedule through the API (as the agent, in `zone`) and returns the stored rows. */
async function schedule(
  token: string,
  listing: { id: number; uuid: string },
  schedules: Slot[],
  zone = "Asia/Jakarta",
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/repost_schedules",
    headers: { ...bearer(token), "x-timezone": zone },
    payload: { listing_uuid: listing.uuid, schedules },
  });
  expect(res.statusCode, res.body).toBe(200);
  return scheduleRows(listing.id);
}

async function scheduleRows(listingId: number) {
  const rows = await rowsOf(
    db,
    v.object({ id: v.number(), next_run_at: v.nullable(v.string()) }),
    sql`
    SELECT id, next_run_at FROM repost_schedules WHERE listing_id = ${listingId} ORDER BY day_of_the_week, time`,
  );
  return rows.map((r) => ({ id: r.id, nextRunAt: r.next_run_at === null ? null : new Date(r.next_run_at) }));
}

async function runsOf(scheduleId: number) {
  return rowsOf(
    db,
    v.object({
      slot_at: v.string(),
      outcome: v.string(),
      error_code: v.nullable(v.number()),
      failure_reason: v.nullable(v.string()),
    }),
    sql`
    SELECT slot_at, outcome, error_code, failure_reason FROM repost_schedule_runs WHERE schedule_id = ${scheduleId} ORDER BY slot_at`,
  );
}

async function listingDates(id: number) {
  const [r] = await rowsOf(
    db,
    v.object({ posted_at: v.string(), expires_at: v.string(), activated_at: v.string() }),
    sql`
    SELECT posted_at, expires_at, activated_at FROM listings WHERE id = ${id}`,
  );
  return {
    posted: new Date(r!.posted_at).getTime(),
    expires: new Date(r!.expires_at).getTime(),
    activated: new Date(r!.activated_at).getTime(),
  };
}

async function repostPrice() {
  const [r] = await rowsOf(
    db,
    v.object({ coins: v.number() }),
    sql`SELECT coins FROM coin_prices WHERE activity = 'REPOST_LISTING'`,
  );
  return r!.coins;
}

async function notificationsOf(userId: number) {
  return rowsOf(
    db,
    v.object({ type: v.string(), title: v.string(), body: v.string(), data: v.record(v.string(), v.unknown()) }),
    sql`
    SELECT type, title, body, data FROM notifications WHERE user_id = ${userId} ORDER BY id`,
  );
}

async function outboxTo(email: string) {
  return rowsOf(
    db,
    v.object({ channel: v.string(), subject: v.string(), text_body: v.string() }),
    sql`
    SELECT channel, subject, text_body FROM outbox_messages WHERE recipient = ${email} ORDER BY id`,
  );
}

const tomorrowAt10 = () => ({ day_of_the_week: dayAhead(1).weekday, time: "10:00", expired_at: dayAhead(40).text });

describe(`scheduled repost job (${testDriver()})`, () => {
  it("reposts at a due slot: posted_at now, expiry 120 days on, the repost price spent, the run recorded once", async () => {
    const a = await agent({ coins: 5 });
    const listing = await activeListing(a.userId);
    const before = await listingDates(listing.id);
    const [row] = await schedule(a.token, listing, [tomorrowAt10()]);
    const slotAt = row!.nextRunAt!;
    // Not due yet: nothing happens a minute before the slot.
    expect(await runDueRepostSchedules(db, new Date(slotAt.getTime() - MINUTE))).toBe(0);
    expect(await runsOf(row!.id)).toEqual([]);

    const at = new Date(slotAt.getTime() + MINUTE);
    expect(await runDueRepostSchedules(db, at)).toBe(1);
    const after = await listingDates(listing.id);
    expect(after.posted).toBeGreaterThan(before.posted);
    expect(after.expires - after.posted).toBe(120 * DAY);
    expect(after.activated).toBe(before.activated);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({
      credited: 5,
      spent: await repostPrice(),
      remaining: 5 - (await repostPrice()),
    });
    const runs = await runsOf(row!.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: "REPOSTED", error_code: null, failure_reason: null });
    expect(new Date(runs[0]!.slot_at).getTime()).toBe(slotAt.getTime());
    expect(await notificationsOf(a.userId)).toEqual([]);

    // The same moment again finds nothing due: the slot has moved on a week.
    expect(await runDueRepostSchedules(db, at)).toBe(0);
    expect((await scheduleRows(listing.id))[0]!.nextRunAt!.getTime()).toBe(slotAt.getTime() + 7 * DAY);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: await repostPrice() });
    const [usages] = await rowsOf(
      db,
      v.object({ n: v.number() }),
      sql`
      SELECT count(*)::int AS n FROM coin_usages WHERE user_id = ${a.userId} AND activity = 'REPOST_LISTING' AND listing_uuid = ${listing.uuid}::uuid`,
    );
    expect(usages!.n).toBe(1);
  });

  it("records a refused slot as FAILED with its code, notifies the agent in-app and by e-mail, spends nothing", async () => {
    const poor = await agent({ coins: 0 });
    const listing = await activeListing(poor.userId);
    const before = await listingDates(listing.id);
    const [row] = await schedule(poor.token, listing, [tomorrowAt10()]);
    expect(await runDueRepostSchedules(db, new Date(row!.nextRunAt!.getTime() + MINUTE))).toBe(1);

    expect(await runsOf(row!.id)).toMatchObject([
      { outcome: "FAILED", error_code: 1004, failure_reason: "insufficient_coins" },
    ]);
    expect(await listingDates(listing.id)).toEqual(before);
    expect(await ledgerBooks(db, [poor.userId])).toMatchObject({ spent: 0 });
    const [note] = await notificationsOf(poor.userId);
    expect(note).toMatchObject({
      type: "SCHEDULED_REPOST_FAILED",
      title: "Repost terjadwal gagal",
      data: {
        listing_uuid: listing.uuid,
        listing_number: listing.listing_number,
        error_code: 1004,
        reason: "insufficient_coins",
      },
    });
    expect(note!.body).toContain("Rumah Jadwal");
    expect(note!.body).toContain(listing.listing_number);
    expect(note!.body).toContain("10.00 WIB");
    expect(note!.body).toContain("Koin tidak mencukupi: Koin Anda tersisa 0, sedangkan repost listing membutuhkan");
    const mails = await outboxTo(poor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: "email" });
    expect(mails[0]!.subject).toMatch(/^Repost terjadwal gagal: .*Rumah Jadwal$/);
    expect(mails[0]!.text_body).toContain(note!.body);
    expect((await scheduleRows(listing.id))[0]!.nextRunAt!.getTime()).toBe(row!.nextRunAt!.getTime() + 7 * DAY);

    // The agent reads it through the API.
    const res = await t.app.inject({ method: "GET", url: "/api/notifications", headers: bearer(poor.token) });
    expect(res.json().data).toMatchObject([{ type: "SCHEDULED_REPOST_FAILED", message: note!.body, read_at: null }]);
  });

  it("fails 1005 without a membership, and names a listing no longer active", async () => {
    const lapsed = await agent({ membership: true, coins: 5 });
    const listing = await activeListing(lapsed.userId);
    const [row] = await schedule(lapsed.token, listing, [tomorrowAt10()]);
    await db.execute(
      sql`UPDATE memberships SET expires_at = now() - interval '1 minute' WHERE user_id = ${lapsed.userId}`,
    );
    await runDueRepostSchedules(db, new Date(row!.nextRunAt!.getTime() + MINUTE));
    expect(await runsOf(row!.id)).toMatchObject([
      { outcome: "FAILED", error_code: 1005, failure_reason: "membership_inactive" },
    ]);

    const b = await agent({ coins: 5 });
    const gone = await activeListing(b.userId);
    const [goneRow] = await schedule(b.token, gone, [tomorrowAt10()]);
    const off = await t.app.inject({
      method: "POST",
      url: "/api/listings/deactivate",
      headers: bearer(b.token),
      payload: { uuid: gone.uuid },
    });
    expect(off.statusCode).toBe(200);
    await runDueRepostSchedules(db, new Date(goneRow!.nextRunAt!.getTime() + MINUTE));
    expect(await runsOf(goneRow!.id)).toMatchObject([
      { outcome: "FAILED", error_code: null, failure_reason: "listing_not_active" },
    ]);
    // Past its expiry, before the expiry job has moved it to Lampau: not active either.
    const c = await agent({ coins: 5 });
    const ended = await activeListing(c.userId);
    const [endedRow] = await schedule(c.token, ended, [tomorrowAt10()]);
    await db.execute(sql`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = ${ended.id}`);
    await runDueRepostSchedules(db, new Date(endedRow!.nextRunAt!.getTime() + MINUTE));
    expect(await runsOf(endedRow!.id)).toMatchObject([
      { outcome: "FAILED", error_code: null, failure_reason: "listing_not_active" },
    ]);
    expect(await ledgerBooks(db, [lapsed.userId, b.userId, c.userId])).toMatchObject({ spent: 0 });
    const [note] = await notificationsOf(b.userId);
    expect(note!.body).toContain("Listing tidak aktif: Hanya listing aktif yang dapat di-repost.");
    expect(note!.data).toMatchObject({ error_code: null, reason: "listing_not_active" });
    expect(await outboxTo(b.email)).toHaveLength(1);
  });

  it("runs the last slot on the end date, then sets next_run_at to NULL; a slot past the end date never runs", async () => {
    const a = await agent({ coins: 5 });
    const listing = await activeListing(a.userId);
    const tomorrow = dayAhead(1);
    const dayAfter = dayAhead(2);
    const rows = await schedule(a.token, listing, [
      { day_of_the_week: tomorrow.weekday, time: "10:00", expired_at: tomorrow.text },
      // Its first occurrence is the day after the end date.
      { day_of_the_week: dayAfter.weekday, time: "10:00", expired_at: tomorrow.text },
    ]);
    const [last, never] = [rows.find((r) => r.nextRunAt !== null)!, rows.find((r) => r.nextRunAt === null)!];
    expect(last).toBeDefined();
    expect(never).toBeDefined();

    expect(await runDueRepostSchedules(db, new Date(last.nextRunAt!.getTime() + MINUTE))).toBe(1);
    expect((await scheduleRows(listing.id)).every((r) => r.nextRunAt === null)).toBe(true);
    // A week and two weeks on, nothing is due any more.
    for (const weeks of [1, 2])
      expect(await runDueRepostSchedules(db, new Date(last.nextRunAt!.getTime() + weeks * 7 * DAY + MINUTE))).toBe(0);
    expect(await runsOf(last.id)).toHaveLength(1);
    expect(await runsOf(never.id)).toEqual([]);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: await repostPrice() });
  });

  it("moves next_run_at to the next weekly slot in the schedule's zone, across both daylight-saving changes", async () => {
    const a = await agent({ coins: 60 });
    const listing = await activeListing(a.userId);
    const zone = "America/New_York";
    const slot = { day_of_the_week: dayAhead(1, zone).weekday, time: "09:30", expired_at: dayAhead(400, zone).text };
    const [row] = await schedule(a.token, listing, [slot], zone);
    let due = row!.nextRunAt!;
    // A year of weekly runs crosses both changes of the clocks in New York.
    const weekLengths = new Set<number>();
    for (let week = 0; week < 52; week++) {
      const at = new Date(due.getTime() + 5 * MINUTE);
      expect(await runDueRepostSchedules(db, at)).toBe(1);
      const next = (await scheduleRows(listing.id))[0]!.nextRunAt!;
      expect(next.getTime()).toBe(nextRun(slot, at, zone)!.getTime());
      const local = zonedParts(next, zone);
      expect([local.weekday, local.hour, local.minute]).toEqual([slot.day_of_the_week, 9, 30]);
      weekLengths.add(next.getTime() - due.getTime());
      due = next;
    }
    // Always 09:30 local: one week an hour shorter (spring), one an hour longer (autumn), the rest exactly 7 days.
    expect([...weekLengths].sort((x, y) => x - y)).toEqual([7 * DAY - 3_600_000, 7 * DAY, 7 * DAY + 3_600_000]);
    expect(await runsOf(row!.id)).toHaveLength(52);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 52 * (await repostPrice()) });
  });

  it("runs slots missed while no job ran once, not once per missed week", async () => {
    const a = await agent({ coins: 10 });
    const listing = await activeListing(a.userId);
    const [row] = await schedule(a.token, listing, [tomorrowAt10()]);
    const at = new Date(row!.nextRunAt!.getTime() + 3 * 7 * DAY + MINUTE);
    expect(await runDueRepostSchedules(db, at)).toBe(1);
    expect(await runsOf(row!.id)).toHaveLength(1);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: await repostPrice() });
    const next = (await scheduleRows(listing.id))[0]!.nextRunAt!;
    expect(next.getTime()).toBe(row!.nextRunAt!.getTime() + 4 * 7 * DAY);
    expect(next.getTime()).toBeGreaterThan(at.getTime());
  });

  it("does not run a slot that already has a run row, and still moves on", async () => {
    const a = await agent({ coins: 10 });
    const listing = await activeListing(a.userId);
    const [row] = await schedule(a.token, listing, [tomorrowAt10()]);
    await db.execute(sql`INSERT INTO repost_schedule_runs (schedule_id, slot_at, outcome)
      SELECT id, next_run_at, 'REPOSTED' FROM repost_schedules WHERE id = ${row!.id}`);
    expect(await runDueRepostSchedules(db, new Date(row!.nextRunAt!.getTime() + MINUTE))).toBe(0);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 0 });
    expect((await scheduleRows(listing.id))[0]!.nextRunAt!.getTime()).toBe(row!.nextRunAt!.getTime() + 7 * DAY);
  });

  it("records each run in job_runs, and an e-mail that cannot be sent as the run's error without losing the rest", async () => {
    const a = await agent({ coins: 0 });
    const b = await agent({ coins: 0 });
    const la = await activeListing(a.userId);
    const lb = await activeListing(b.userId);
    const [ra] = await schedule(a.token, la, [tomorrowAt10()]);
    const [rb] = await schedule(b.token, lb, [tomorrowAt10()]);
    const sent: OutgoingMessage[] = [];
    const flaky = {
      async send(message: OutgoingMessage) {
        if (message.to === a.email) throw new Error("SMTP down");
        sent.push(message);
      },
      enqueue: async () => false,
    };
    const at = new Date(Math.max(ra!.nextRunAt!.getTime(), rb!.nextRunAt!.getTime()) + MINUTE);
    await expect(runDueRepostSchedules(db, at, flaky)).rejects.toThrow(/SMTP down/);
    expect(sent.map((m) => m.to)).toEqual([b.email]);
    // Both failures are recorded and both agents notified in the app, whatever happened to the e-mail.
    expect(await runsOf(ra!.id)).toMatchObject([{ outcome: "FAILED" }]);
    expect(await runsOf(rb!.id)).toMatchObject([{ outcome: "FAILED" }]);
    expect(await notificationsOf(a.userId)).toHaveLength(1);
    const [last] = await rowsOf(
      db,
      v.object({ error: v.nullable(v.string()), finished_at: v.nullable(v.string()) }),
      sql`
      SELECT error, finished_at FROM job_runs WHERE job = ${REPOST_SCHEDULE_JOB} ORDER BY id DESC LIMIT 1`,
    );
    expect(last!.error).toContain("SMTP down");
    expect(last!.finished_at).not.toBeNull();
  });

  // Two processes need two connections that can hold row locks: only a PostgreSQL server has them. Guards the
  // claim's FOR UPDATE … SKIP LOCKED (claimDueSlot): both processes claim before either runs a slot, then one runs
  // its slot to the commit before the other goes on (test/race-gate.ts); without the lock both claim the same slot
  // and the second, reading the next slot after the first commits, runs the listing's repost again.
  it.runIf(testDriver() === "pg")(
    "runs each due slot exactly once when two processes run the job at the same moment",
    async () => {
      const [{ name }] = (await rowsOf(db, v.object({ name: v.string() }), sql`SELECT current_database() AS name`)) as [
        { name: string },
      ];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const second = openPostgres(url.toString());
      try {
        const agents = [await agent({ coins: 10 }), await agent({ coins: 10 }), await agent({ coins: 10 })];
        const listings: {
          id: number;
          uuid: string;
          scheduleId: number;
          slotAt: Date;
          userId: number;
          posted: number;
        }[] = [];
        for (const a of agents) {
          for (let i = 0; i < 2; i++) {
            const listing = await activeListing(a.userId);
            const [row] = await schedule(a.token, listing, [tomorrowAt10()]);
            listings.push({
              ...listing,
              scheduleId: row!.id,
              slotAt: row!.nextRunAt!,
              userId: a.userId,
              posted: (await listingDates(listing.id)).posted,
            });
          }
        }
        const at = new Date(Math.max(...listings.map((l) => l.slotAt.getTime())) + MINUTE);
        for (let round = 0; round < 3; round++) {
          const counts = await raceAtWriteGate(t.database, { writesTo: ["repost_schedule_runs"] }, [
            () => runDueRepostSchedules(db, at),
            () => runDueRepostSchedules(second.db, at),
          ]);
          expect(counts.reduce((sum, n) => sum + n, 0)).toBe(round === 0 ? listings.length : 0);
        }
        for (const l of listings) {
          expect(await runsOf(l.scheduleId)).toMatchObject([{ outcome: "REPOSTED" }]);
          const [usages] = await rowsOf(
            db,
            v.object({ n: v.number() }),
            sql`
          SELECT count(*)::int AS n FROM coin_usages WHERE activity = 'REPOST_LISTING' AND listing_uuid = ${l.uuid}::uuid`,
          );
          expect(usages!.n).toBe(1);
          expect((await listingDates(l.id)).posted).toBeGreaterThan(l.posted);
        }
        expect(
          await ledgerBooks(
            db,
            agents.map((a) => a.userId),
          ),
        ).toMatchObject({ credited: 30, spent: 6 * (await repostPrice()) });
      } finally {
        await second.close();
      }
    },
  );

  it.runIf(testDriver() === "pg")(
    "leaves a slot whose listing another transaction holds for a later pass instead of waiting",
    async () => {
      const a = await agent({ coins: 10 });
      const listing = await activeListing(a.userId);
      const [row] = await schedule(a.token, listing, [tomorrowAt10()]);
      const at = new Date(row!.nextRunAt!.getTime() + MINUTE);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM listings WHERE id = ${listing.id} FOR UPDATE`);
        locked();
        await held;
      });
      await isLocked;
      expect(await runDueRepostSchedules(db, at)).toBe(0);
      release();
      await holder;
      expect(await runDueRepostSchedules(db, at)).toBe(1);
      expect(await runsOf(row!.id)).toMatchObject([{ outcome: "REPOSTED" }]);
    },
  );
});
