import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { addBatch, createAgent, ledgerBooks } from "../../../test/coins.js";
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
async function agent(options: { membership?: boolean; coins?: number } = {}) {
  const email = `repost.${++seq}@contoh.id`;
  const userId = await createAgent(db, email, { membership: options.membership });
  if (options.coins) await addBatch(db, userId, { amount: options.coins, expiresInDays: 100 });
  return { userId, token: await loginAs(t.app, email) };
}

async function backdate(id: number) {
  await db.execute(sql`UPDATE listings SET activated_at = now() - interval '10 days', posted_at = now() - interval '10 days',
    expires_at = now() + interval '110 days' WHERE id = ${id}`);
}

async function postedAt(id: number) {
  const [r] = await rowsOf(
    db,
    v.object({ posted_at: v.string() }),
    sql`SELECT posted_at FROM listings WHERE id = ${id}`,
  );
  return new Date(r!.posted_at).getTime();
}

describe(`listing repost (${testDriver()})`, () => {
  it("reposts an active listing: posted_at and expiry move, activation stays, one coin spent", async () => {
    const a = await agent({ coins: 3 });
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    await backdate(listing.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/listings/repost",
      headers: bearer(a.token),
      payload: { uuid: listing.uuid },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ uuid: listing.uuid, status: "ACTIVE" });
    expect(new Date(data.posted_at).getTime()).toBeGreaterThan(new Date(data.activated_at).getTime());
    expect(new Date(data.expires_at).getTime() - new Date(data.posted_at).getTime()).toBe(120 * 24 * 3600 * 1000);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 2, spent: 1 });
  });

  it("refuses a draft (470) and another agent's listing (404)", async () => {
    const a = await agent({ coins: 3 });
    const b = await agent({ coins: 3 });
    const draft = await insertListing(db, a.userId);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/listings/repost",
      headers: bearer(a.token),
      payload: { uuid: draft.uuid },
    });
    expect(res.statusCode).toBe(470);
    const mine = await insertListing(db, a.userId, { status: "ACTIVE" });
    const other = await t.app.inject({
      method: "POST",
      url: "/api/listings/repost",
      headers: bearer(b.token),
      payload: { uuid: mine.uuid },
    });
    expect(other.statusCode).toBe(404);
    expect(await ledgerBooks(db, [a.userId, b.userId])).toMatchObject({ spent: 0 });
  });

  it("refuses a listing past its expiry (470) like an inactive one, before the expiry job has run", async () => {
    const a = await agent({ coins: 3 });
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    await db.execute(sql`UPDATE listings SET activated_at = now() - interval '121 days',
      posted_at = now() - interval '121 days', expires_at = now() - interval '1 day' WHERE id = ${listing.id}`);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/listings/repost",
      headers: bearer(a.token),
      payload: { uuid: listing.uuid },
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ uuids: ["Hanya listing aktif yang dapat di-repost."] });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 0 });
    expect(await postedAt(listing.id)).toBeLessThan(Date.now() - 120 * 24 * 3600 * 1000);
  });

  it("refuses 1005 without a membership and 1006 when active listings exceed the quota", async () => {
    const noMembership = await agent({ membership: false, coins: 3 });
    const l1 = await insertListing(db, noMembership.userId, { status: "ACTIVE" });
    const r1 = await t.app.inject({
      method: "POST",
      url: "/api/listings/repost",
      headers: bearer(noMembership.token),
      payload: { uuid: l1.uuid },
    });
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({ code: 1005, required_coins: 1, listing_slot: 0 });

    const over = await agent({ coins: 3 });
    const listings = [];
    for (let i = 0; i < 11; i++) listings.push(await insertListing(db, over.userId, { status: "ACTIVE" }));
    const r2 = await t.app.inject({
      method: "POST",
      url: "/api/listings/repost",
      headers: bearer(over.token),
      payload: { uuid: listings[0]!.uuid },
    });
    expect(r2.statusCode).toBe(422);
    expect(r2.json()).toMatchObject({ code: 1006, coins_remaining: 3, required_coins: 1, listing_slot: 10 });
    expect(await ledgerBooks(db, [noMembership.userId, over.userId])).toMatchObject({ spent: 0 });
  });

  it("bulk: checks the total cost first and reposts all or none", async () => {
    const a = await agent({ coins: 2 });
    const listings = [];
    for (let i = 0; i < 3; i++) {
      const l = await insertListing(db, a.userId, { status: "ACTIVE" });
      await backdate(l.id);
      listings.push(l);
    }
    const before = await Promise.all(listings.map((l) => postedAt(l.id)));
    const uuids = listings.map((l) => l.uuid);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/listings/reposts",
      headers: bearer(a.token),
      payload: { uuids },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 1004, coins_remaining: 2, required_coins: 3, listing_slot: 10 });
    expect(await Promise.all(listings.map((l) => postedAt(l.id)))).toEqual(before);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 0 });

    await addBatch(db, a.userId, { amount: 1, expiresInDays: 50 });
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/listings/reposts",
      headers: bearer(a.token),
      payload: { uuids },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.map((d: { uuid: string }) => d.uuid)).toEqual(uuids);
    const after = await Promise.all(listings.map((l) => postedAt(l.id)));
    after.forEach((p, i) => expect(p).toBeGreaterThan(before[i]!));
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 0, spent: 3 });
    const [usages] = await rowsOf(
      db,
      v.object({ n: v.number() }),
      sql`
      SELECT count(*)::int AS n FROM coin_usages WHERE user_id = ${a.userId} AND activity = 'REPOST_LISTING'`,
    );
    expect(usages!.n).toBe(3);
  });

  it("bulk: one draft or one foreign listing refuses the whole batch", async () => {
    const a = await agent({ coins: 10 });
    const b = await agent({ coins: 10 });
    const active = await insertListing(db, a.userId, { status: "ACTIVE" });
    const draft = await insertListing(db, a.userId);
    const foreign = await insertListing(db, b.userId, { status: "ACTIVE" });
    const withDraft = await t.app.inject({
      method: "POST",
      url: "/api/listings/reposts",
      headers: bearer(a.token),
      payload: { uuids: [active.uuid, draft.uuid] },
    });
    expect(withDraft.statusCode).toBe(470);
    const withForeign = await t.app.inject({
      method: "POST",
      url: "/api/listings/reposts",
      headers: bearer(a.token),
      payload: { uuids: [active.uuid, foreign.uuid] },
    });
    expect(withForeign.statusCode).toBe(404);
    expect(await ledgerBooks(db, [a.userId, b.userId])).toMatchObject({ spent: 0 });
  });
});
