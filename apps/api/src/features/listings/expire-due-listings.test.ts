import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { expireDueListings, LISTING_EXPIRY_JOB } from "./expire-due-listings.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let seq = 0;
async function agent() {
  const email = `kedaluwarsa.${++seq}@contoh.id`;
  const userId = await createAgent(db, email);
  return { userId, token: await loginAs(t.app, email) };
}

/** An ACTIVE listing whose 120 days end `hours` from now (negative: already over). */
async function activeUntil(userId: number, hours: number) {
  const listing = await insertListing(db, userId, { status: "ACTIVE" });
  await db.execute(sql`UPDATE listings SET expires_at = now() + make_interval(hours => ${hours}::int),
    posted_at = now() + make_interval(hours => ${hours}::int) - interval '120 days',
    activated_at = now() + make_interval(hours => ${hours}::int) - interval '120 days' WHERE id = ${listing.id}`);
  return listing;
}

async function stateOf(ids: number[]) {
  return rowsOf(
    db,
    v.object({ id: v.number(), status: v.string(), expired_on_time: v.nullable(v.boolean()) }),
    sql`
    SELECT id, status, deactivated_at = expires_at AS expired_on_time FROM listings
    WHERE id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::int) ORDER BY id`,
  );
}

async function availability(token: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/listings/availability", headers: bearer(token) });
  return res.json().data as { current_amount: number; quota: number };
}

describe(`listing expiry job (${testDriver()})`, () => {
  it("moves ACTIVE listings past their expiry to Lampau and frees their slots; nothing else changes", async () => {
    const a = await agent();
    const due = [await activeUntil(a.userId, -48), await activeUntil(a.userId, -1)];
    const later = await activeUntil(a.userId, 3);
    const draft = await insertListing(db, a.userId);
    const inactive = await insertListing(db, a.userId, { status: "INACTIVE" });
    expect(await availability(a.token)).toMatchObject({ current_amount: 3 });

    expect(await expireDueListings(db)).toBe(2);
    expect(await stateOf([...due.map((l) => l.id), later.id, draft.id, inactive.id])).toEqual([
      { id: due[0]!.id, status: "INACTIVE", expired_on_time: true },
      { id: due[1]!.id, status: "INACTIVE", expired_on_time: true },
      { id: later.id, status: "ACTIVE", expired_on_time: null },
      { id: draft.id, status: "DRAFT", expired_on_time: null },
      { id: inactive.id, status: "INACTIVE", expired_on_time: null },
    ]);
    expect(await availability(a.token)).toMatchObject({ current_amount: 1 });
    const lampau = await t.app.inject({
      method: "GET",
      url: "/api/v2/catalog/items?category=inactive",
      headers: bearer(a.token),
    });
    expect(
      lampau
        .json()
        .data.map((l: { uuid: string }) => l.uuid)
        .sort(),
    ).toEqual([...due.map((l) => l.uuid), inactive.uuid].sort());

    // Again: nothing left. Four hours on, the third one's time is over too.
    expect(await expireDueListings(db)).toBe(0);
    expect(await expireDueListings(db, new Date(Date.now() + 4 * 3600_000))).toBe(1);
    expect(await stateOf([later.id])).toEqual([{ id: later.id, status: "INACTIVE", expired_on_time: true }]);
  });

  it("expires each due listing exactly once when two runners work in small batches at the same time", async () => {
    const agents = [await agent(), await agent()];
    const due = [];
    for (let i = 0; i < 13; i++) due.push(await activeUntil(agents[i % 2]!.userId, -(i + 1)));
    const runsBefore = (
      await rowsOf(
        db,
        v.object({ n: v.number() }),
        sql`SELECT count(*)::int AS n FROM job_runs WHERE job = ${LISTING_EXPIRY_JOB}`,
      )
    )[0]!.n;
    const counts = await Promise.all([
      expireDueListings(db, new Date(), { batchSize: 3 }),
      expireDueListings(db, new Date(), { batchSize: 3 }),
    ]);
    expect(counts[0] + counts[1]).toBe(13);
    expect((await stateOf(due.map((l) => l.id))).every((l) => l.status === "INACTIVE")).toBe(true);
    const runs = await rowsOf(
      db,
      v.object({ processed: v.number(), error: v.nullable(v.string()) }),
      sql`
      SELECT processed, error FROM job_runs WHERE job = ${LISTING_EXPIRY_JOB} ORDER BY id OFFSET ${runsBefore}`,
    );
    expect(runs.map((r) => r.processed).sort()).toEqual([...counts].sort());
    expect(runs.every((r) => r.error === null)).toBe(true);
  });

  // Only a server lets another connection hold the row (an agent reposting it right now).
  it.runIf(testDriver() === "pg")(
    "skips a listing another transaction holds instead of waiting, and takes it next time",
    async () => {
      const a = await agent();
      const listing = await activeUntil(a.userId, -1);
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
      expect(await expireDueListings(db)).toBe(0);
      release();
      await holder;
      expect(await expireDueListings(db)).toBe(1);
    },
  );
});
