import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { addBatch, createAgent, ledgerBooks } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
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
  const email = `listing.${++seq}@contoh.id`;
  const userId = await createAgent(db, email, { membership: options.membership });
  if (options.coins) await addBatch(db, userId, { amount: options.coins, expiresInDays: 100 });
  return { userId, token: await loginAs(t.app, email) };
}

const post = (token: string, url: string, uuid: string) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload: { uuid } });

async function statusOf(uuid: string) {
  const [row] = await rowsOf(
    db,
    v.object({ status: v.string() }),
    sql`SELECT status FROM listings WHERE uuid = ${uuid}::uuid`,
  );
  return row?.status;
}

describe(`listing activation (${testDriver()})`, () => {
  it("activates a complete draft: coins spent, dates set, the slot counted", async () => {
    const a = await agent({ coins: 20 });
    const listing = await insertListing(db, a.userId);
    const res = await post(a.token, "/api/listings/activate", listing.uuid);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ uuid: listing.uuid, status: "ACTIVE", listing_number: listing.listing_number });
    expect(data.posted_at).toBe(data.activated_at);
    expect(new Date(data.expires_at).getTime() - new Date(data.activated_at).getTime()).toBe(120 * 24 * 3600 * 1000);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ credited: 20, remaining: 15, spent: 5 });
    const [usage] = await rowsOf(
      db,
      v.object({ activity: v.string(), listing_uuid: v.string(), listing_number: v.string() }),
      sql`
      SELECT activity, listing_uuid::text AS listing_uuid, listing_number FROM coin_usages WHERE user_id = ${a.userId}`,
    );
    expect(usage).toEqual({
      activity: "ACTIVATE_LISTING",
      listing_uuid: listing.uuid,
      listing_number: listing.listing_number,
    });

    const availability = await t.app.inject({
      method: "GET",
      url: "/api/listings/availability",
      headers: bearer(a.token),
    });
    expect(availability.json()).toEqual({
      data: { current_amount: 1, quota: 10, activation_coins: 5, repost_coins: 1 },
    });
  });

  it("refuses 1001 with the numbers when coins run short, spending nothing", async () => {
    const a = await agent({ coins: 3 });
    const listing = await insertListing(db, a.userId);
    const res = await post(a.token, "/api/listings/activate", listing.uuid);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 1001, coins_remaining: 3, required_coins: 5, listing_slot: 10 });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 3, spent: 0 });
    expect(await statusOf(listing.uuid)).toBe("DRAFT");
  });

  it("refuses 1002 without an active membership, before slots and coins", async () => {
    const a = await agent({ membership: false, coins: 20 });
    const listing = await insertListing(db, a.userId);
    const res = await post(a.token, "/api/listings/activate", listing.uuid);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 1002, required_coins: 5, listing_slot: 0 });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 20, spent: 0 });
    expect(await statusOf(listing.uuid)).toBe("DRAFT");
  });

  it("refuses 1003 when every slot is taken (before coins), and a deactivation frees one without a refund", async () => {
    const a = await agent({ coins: 2 });
    const active = [];
    for (let i = 0; i < 10; i++) active.push(await insertListing(db, a.userId, { status: "ACTIVE" }));
    const listing = await insertListing(db, a.userId);
    const res = await post(a.token, "/api/listings/activate", listing.uuid);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 1003, coins_remaining: 2, required_coins: 5, listing_slot: 10 });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 2, spent: 0 });

    const off = await post(a.token, "/api/listings/deactivate", active[0]!.uuid);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ uuid: active[0]!.uuid, status: "INACTIVE" });
    const availability = await t.app.inject({
      method: "GET",
      url: "/api/listings/availability",
      headers: bearer(a.token),
    });
    expect(availability.json().data).toMatchObject({ current_amount: 9, quota: 10 });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 2, spent: 0 });
    // Now the slot is free, coins are what is missing.
    expect((await post(a.token, "/api/listings/activate", listing.uuid)).json()).toMatchObject({ code: 1001 });
  });

  it("asks for a photo (470) and refuses an already active listing (470)", async () => {
    const a = await agent({ coins: 20 });
    const bare = await insertListing(db, a.userId, { photos: 0 });
    const res = await post(a.token, "/api/listings/activate", bare.uuid);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors.photos).toHaveLength(1);
    const live = await insertListing(db, a.userId, { status: "ACTIVE" });
    expect((await post(a.token, "/api/listings/activate", live.uuid)).statusCode).toBe(470);
    expect((await post(a.token, "/api/listings/deactivate", bare.uuid)).statusCode).toBe(470);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 0 });
  });

  it("refuses an incomplete draft (a type and one photo, as a draft may be saved) with 470 per field, before coins", async () => {
    const a = await agent({ coins: 20 });
    const [photo] = await rowsOf(
      db,
      v.object({ uuid: v.string() }),
      sql`INSERT INTO uploaded_photos (owner_user_id, purpose, widths) VALUES (${a.userId}, 'listing', '{320,640}')
        RETURNING uuid::text AS uuid`,
    );
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/v2/listing_form/save",
      headers: bearer(a.token),
      payload: {
        uuid: null,
        action: "save_draft",
        type: "S",
        photo_uuids: [photo!.uuid],
        primary_photo_uuid: photo!.uuid,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { uuid } = saved.json().data;
    const res = await post(a.token, "/api/listings/activate", uuid);
    expect(res.statusCode, res.body).toBe(470);
    const errors = res.json().errors as Record<string, string[]>;
    for (const field of [
      "property_type_id",
      "title_suffix",
      "description",
      "price",
      "address",
      "province_id",
      "city_id",
      "area_id",
    ]) {
      expect(errors[field], field).toEqual([expect.stringMatching(/wajib diisi/)]);
    }
    expect(errors.photos).toBeUndefined();
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 20, spent: 0 });
    expect(await statusOf(uuid)).toBe("DRAFT");
  });

  it("asks for the fields the property type's rules require (a house's land size), and every missing one at once", async () => {
    const a = await agent({ coins: 20 });
    const listing = await insertListing(db, a.userId, { status: "INACTIVE", photos: 0 });
    await db.execute(sql`UPDATE listings SET land_size = NULL WHERE id = ${listing.id}`);
    const res = await post(a.token, "/api/listings/activate", listing.uuid);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      land_size: [expect.stringMatching(/wajib diisi/)],
      photos: ["Tambahkan minimal 1 foto sebelum mengaktifkan listing."],
    });
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ spent: 0 });
    expect(await statusOf(listing.uuid)).toBe("INACTIVE");
  });

  it("answers 404 to agent B on A's listing for every action, and deletes only for the owner", async () => {
    const a = await agent({ coins: 20 });
    const b = await agent({ coins: 20 });
    const listing = await insertListing(db, a.userId, { status: "ACTIVE" });
    for (const url of ["/api/listings/activate", "/api/listings/deactivate", "/api/listings/delete"]) {
      const res = await post(b.token, url, listing.uuid);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await post(b.token, "/api/listings/delete", "not-a-uuid")).statusCode).toBe(470);
    expect(await statusOf(listing.uuid)).toBe("ACTIVE");
    expect(await ledgerBooks(db, [b.userId])).toMatchObject({ spent: 0 });

    const del = await post(a.token, "/api/listings/delete", listing.uuid);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ data: { success: true } });
    expect(await statusOf(listing.uuid)).toBeUndefined();
    expect((await post(a.token, "/api/listings/delete", listing.uuid)).statusCode).toBe(404);
  });

  // Guards lockAgent (the agent's user row) in activateListingInTx: on the PostgreSQL server every activation
  // has counted the slots before any spends (test/race-gate.ts), so only that lock keeps it to one.
  it("lets exactly one of many parallel activations take the last free slot", async () => {
    const a = await agent({ coins: 100 });
    for (let i = 0; i < 9; i++) await insertListing(db, a.userId, { status: "ACTIVE" });
    const drafts = [];
    for (let i = 0; i < 8; i++) drafts.push(await insertListing(db, a.userId));
    const responses = await raceAtWriteGate(
      t.database,
      { writesTo: ["coin_usages", "coin_batches", "listings"] },
      drafts.map((d) => () => post(a.token, "/api/listings/activate", d.uuid)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 1003, listing_slot: 10 });
    const [count] = await rowsOf(
      db,
      v.object({ n: v.number() }),
      sql`
      SELECT count(*)::int AS n FROM listings WHERE user_id = ${a.userId} AND status = 'ACTIVE'`,
    );
    expect(count!.n).toBe(10);
    expect(await ledgerBooks(db, [a.userId])).toMatchObject({ remaining: 95, spent: 5 });
  });
});
