import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { addBatch, createAgent } from "../../../test/coins.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { spendCoins } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

// The demo seed gives Budi (agen@demo.id) a Starter bonus of 50, a purchased 100 (12 spent, 20 sent to Siti), an
// expired 50 (16 spent, 34 expired) and 15 received from Agus; Rudi has 100 frozen coins and no membership.
let t: TestApp;
let db: AppDb;
let budi: string;
let siti: string;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [budi, siti] = await Promise.all([loginAs(t.app), loginAs(t.app, "siti@demo.id")]);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const transfer = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/coin_transfers", headers: bearer(token), payload });
const DAY = 86_400_000;
const daysFromNow = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / DAY);

describe("GET /api/coins/total", () => {
  it("answers spendable coins and the nearest expiry", async () => {
    const res = await get("/api/coins/total", budi);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      total_coins: 133,
      frozen_coins: 0,
      membership_active: true,
      nearest_expiry: { coins: 15 },
    });
    // The coins from Agus keep the expiry of his batch bought 60 days ago.
    expect(daysFromNow(data.nearest_expiry.expires_at)).toBe(305);
  });

  it("shows coins as frozen without an active membership", async () => {
    const rudi = await loginAs(t.app, "rudi@demo.id");
    expect((await get("/api/coins/total", rudi)).json().data).toMatchObject({
      total_coins: 0,
      frozen_coins: 100,
      membership_active: false,
      nearest_expiry: { coins: 100 },
    });
  });

  it("needs a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/coins/total" });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/coins/purchases", () => {
  it("lists active batches newest first with source labels and used, transferred, expired and remaining", async () => {
    const res = await get("/api/coins/purchases", budi);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    expect(data.map((r: { source_label: string }) => r.source_label)).toEqual([
      "Bonus membership",
      "Transfer masuk",
      "Pembelian",
    ]);
    expect(data[0]).toMatchObject({
      product_name: "Bonus Membership Starter",
      source: "MEMBERSHIP_BONUS",
      amount: 50,
      used: 0,
      transferred: 0,
      expired: 0,
      remaining: 50,
    });
    expect(data[1]).toMatchObject({
      product_name: "Transfer dari Agus Wijaya",
      source: "TRANSFER_IN",
      amount: 15,
      remaining: 15,
    });
    expect(data[2]).toMatchObject({
      product_name: "100 Koin",
      source: "PURCHASE",
      amount: 100,
      used: 12,
      transferred: 20,
      expired: 0,
      remaining: 68,
    });
    expect(daysFromNow(data[2].expires_at)).toBe(345);
    expect(daysFromNow(data[2].active_at)).toBe(-20);
  });

  it("lists expired batches on the expired tab, the coins left in them counted as expired", async () => {
    const { data, meta } = (await get("/api/coins/purchases?category=expired", budi)).json();
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({
      product_name: "50 Koin",
      source_label: "Pembelian",
      amount: 50,
      used: 16,
      transferred: 0,
      expired: 34,
      remaining: 0,
    });
  });

  it("pages by 10 and refuses an unknown tab", async () => {
    const userId = await createAgent(db, "banyak.paket@contoh.id");
    for (let i = 0; i < 12; i += 1)
      await addBatch(db, userId, { amount: 10 + i, expiresInDays: 100, creditedDaysAgo: i });
    const token = await loginAs(t.app, "banyak.paket@contoh.id");
    const first = (await get("/api/coins/purchases?category=active&page=1", token)).json();
    expect(first.meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].amount).toBe(10);
    const second = (await get("/api/coins/purchases?page=2", token)).json();
    expect(second.data.map((r: { amount: number }) => r.amount)).toEqual([20, 21]);
    expect((await get("/api/coins/purchases?page=7", token)).json()).toEqual({
      data: [],
      meta: { current_page: 7, per_page: 10, total: 12, last_page: 2 },
    });
    expect((await get("/api/coins/purchases?category=expired", token)).json().meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
    });
    const bad = await get("/api/coins/purchases?category=semua", token);
    expect(bad.statusCode).toBe(470);
    expect(bad.json().errors.category).toHaveLength(1);
  });
});

describe("GET /api/v2/coins/usages", () => {
  it("lists spends newest first with the activity label, listing id and name", async () => {
    const { data, meta } = (await get("/api/v2/coins/usages", budi)).json();
    expect(meta).toEqual({ current_page: 1, per_page: 10, total: 8, last_page: 1 });
    expect(data[0]).toMatchObject({
      activity: "REPOST_LISTING",
      activity_label: "Repost listing",
      listing_id: "GRY-104733",
      listing_name: "Tanah Kavling 200 m² di Sentul City",
      amount: 1,
    });
    expect(data[1]).toMatchObject({ activity: "ACTIVATE_LISTING", activity_label: "Aktivasi listing", amount: 5 });
    expect(daysFromNow(data[0].used_at)).toBe(-2);
  });

  it("searches listing names, listing numbers and activity labels; wildcards are literal", async () => {
    const search = async (q: string) => (await get(`/api/v2/coins/usages?q=${encodeURIComponent(q)}`, budi)).json();
    expect((await search("cibubur")).meta.total).toBe(2);
    expect((await search("GRY-104733")).data.every((r: { listing_id: string }) => r.listing_id === "GRY-104733")).toBe(
      true,
    );
    expect((await search("gry-104733")).meta.total).toBe(2);
    const reposts = await search("Repost");
    expect(reposts.meta.total).toBe(3);
    expect(reposts.data.every((r: { activity: string }) => r.activity === "REPOST_LISTING")).toBe(true);
    expect((await search("%")).meta.total).toBe(0);
    expect((await search("_")).meta.total).toBe(0);
    expect((await search("  ")).meta.total).toBe(8);
    expect((await get(`/api/v2/coins/usages?q=${"x".repeat(101)}`, budi)).statusCode).toBe(470);
  });

  it("pages a long history", async () => {
    const userId = await createAgent(db, "banyak.pakai@contoh.id");
    await addBatch(db, userId, { amount: 100, expiresInDays: 100 });
    for (let i = 0; i < 11; i += 1) {
      await spendCoins(db, {
        userId,
        activity: "REPOST_LISTING",
        amount: 1,
        listingName: `Rumah ${i}`,
        listingNumber: `GRY-9${i}`,
      });
    }
    const token = await loginAs(t.app, "banyak.pakai@contoh.id");
    const second = (await get("/api/v2/coins/usages?page=2", token)).json();
    expect(second.meta).toEqual({ current_page: 2, per_page: 10, total: 11, last_page: 2 });
    expect(second.data).toHaveLength(1);
  });
});

describe("GET /api/coin_transfers", () => {
  it("lists what the agent sent and received, newest first", async () => {
    const { data, meta } = (await get("/api/coin_transfers", budi)).json();
    expect(meta.total).toBe(2);
    expect(data[0]).toMatchObject({
      direction: "in",
      email: "agus@demo.id",
      amount: 15,
      notes: "Terima kasih atas referensi kliennya",
    });
    expect(data[1]).toMatchObject({ direction: "out", email: "siti@demo.id", amount: 20 });
    for (const row of data) expect(row.reference_number).toMatch(/^TRF-\d{8}-\d{6}$/);
  });

  it("searches reference numbers, e-mails and notes", async () => {
    const all = (await get("/api/coin_transfers", budi)).json().data;
    const search = async (q: string) => (await get(`/api/coin_transfers?q=${encodeURIComponent(q)}`, budi)).json();
    expect((await search("SITI@demo")).data.map((r: { email: string }) => r.email)).toEqual(["siti@demo.id"]);
    expect((await search(all[0].reference_number)).meta.total).toBe(1);
    expect((await search("bintaro")).data[0].direction).toBe("out");
    expect((await search("tidak-ada")).meta).toEqual({ current_page: 1, per_page: 10, total: 0, last_page: 1 });
  });

  it("shows the other side the same transfer as incoming", async () => {
    const { data } = (await get("/api/coin_transfers", siti)).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ direction: "in", email: "agen@demo.id", amount: 20 });
  });
});

describe("POST /api/coin_transfers", () => {
  let budiBatch: { uuid: string; remaining: number; expires_at: string };
  let expiredBatch: string;
  beforeAll(async () => {
    const active = (await get("/api/coins/purchases", budi)).json().data;
    budiBatch = active.find((r: { product_name: string }) => r.product_name === "100 Koin");
    expiredBatch = (await get("/api/coins/purchases?category=expired", budi)).json().data[0].uuid;
  });

  it("moves coins to another agent, who gets a batch with the same expiry; both lists show it", async () => {
    const res = await transfer(budi, {
      user_coin_uuid: budiBatch.uuid,
      email: "Siti@Demo.id",
      amount: 10,
      notes: "Untuk aktivasi listing Siti",
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({
      direction: "out",
      email: "siti@demo.id",
      amount: 10,
      notes: "Untuk aktivasi listing Siti",
      expires_at: budiBatch.expires_at,
    });
    expect(sent.reference_number).toMatch(/^TRF-\d{8}-\d{6}$/);

    const mine = (await get("/api/coins/purchases", budi))
      .json()
      .data.find((r: { uuid: string }) => r.uuid === budiBatch.uuid);
    expect(mine).toMatchObject({ transferred: 30, remaining: 58 });
    const theirs = (await get("/api/coins/purchases", siti)).json().data[0];
    expect(theirs).toMatchObject({
      source: "TRANSFER_IN",
      source_label: "Transfer masuk",
      product_name: "Transfer dari Budi Santoso",
      amount: 10,
      remaining: 10,
    });
    expect(theirs.expires_at).toBe(budiBatch.expires_at);
    const incoming = (await get("/api/coin_transfers", siti)).json().data[0];
    expect(incoming).toMatchObject({
      uuid: sent.uuid,
      direction: "in",
      email: "agen@demo.id",
      reference_number: sent.reference_number,
    });
    expect((await get("/api/coins/total", budi)).json().data.total_coins).toBe(123);
  });

  it("refuses each wrong field with an Indonesian message", async () => {
    const unactivated = "belum.aktif@contoh.id";
    await createAgent(db, unactivated, { activated: false });
    const notAgent = "bukan.agen@contoh.id";
    const notAgentId = await createAgent(db, notAgent);
    await db.execute(sql`UPDATE users SET is_agent = false WHERE id = ${notAgentId}`);
    const base = { user_coin_uuid: budiBatch.uuid, email: "siti@demo.id", amount: 10 };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...base, email: "tidak.terdaftar@contoh.id" }, { email: ["Email ini belum terdaftar sebagai agen aktif."] }],
      [{ ...base, email: unactivated }, { email: ["Email ini belum terdaftar sebagai agen aktif."] }],
      [{ ...base, email: notAgent }, { email: ["Email ini belum terdaftar sebagai agen aktif."] }],
      [{ ...base, email: "AGEN@demo.id" }, { email: ["Koin tidak dapat ditransfer ke akun Anda sendiri."] }],
      [{ ...base, amount: 59 }, { amount: ["Jumlah koin melebihi sisa koin yang tersedia (58 koin)."] }],
      [
        { ...base, user_coin_uuid: expiredBatch },
        { user_coin_uuid: ["Koin yang dipilih sudah kedaluwarsa dan tidak dapat ditransfer."] },
      ],
      [{ ...base, amount: 9 }, { amount: ["Jumlah minimal 10."] }],
      [{ ...base, amount: 10.5 }, { amount: ["Jumlah harus berupa bilangan bulat."] }],
      [{ ...base, notes: "n".repeat(161) }, { notes: ["Catatan maksimal 160 karakter."] }],
      [{ ...base, email: "bukan-email" }, { email: ["Format email tidak valid."] }],
      [{ amount: 10 }, { user_coin_uuid: ["Koin wajib diisi."], email: ["Email wajib diisi."] }],
      [{ ...base, user_coin_uuid: "bukan-uuid" }, { user_coin_uuid: ["Format Koin tidak valid."] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await transfer(budi, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(470);
      expect(res.json().errors).toEqual(errors);
    }
    // Several wrong fields are reported together.
    const many = await transfer(budi, { ...base, email: "AGEN@demo.id", amount: 500 });
    expect(Object.keys(many.json().errors).sort()).toEqual(["amount", "email"]);
    // Nothing moved.
    const mine = (await get("/api/coins/purchases", budi))
      .json()
      .data.find((r: { uuid: string }) => r.uuid === budiBatch.uuid);
    expect(mine.remaining).toBe(58);
  });

  it("another agent can neither move nor see the batch", async () => {
    const res = await transfer(siti, { user_coin_uuid: budiBatch.uuid, email: "agus@demo.id", amount: 10 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: "Saldo koin yang dipilih tidak ditemukan." });
    const sitiBatches = (await get("/api/coins/purchases", siti)).json().data.map((r: { uuid: string }) => r.uuid);
    expect(sitiBatches).not.toContain(budiBatch.uuid);
    expect((await get("/api/v2/coins/usages", siti)).json().meta.total).toBe(0);
    const sitiTransfers = (await get("/api/coin_transfers", siti)).json().data;
    expect(sitiTransfers.every((r: { email: string }) => r.email === "agen@demo.id")).toBe(true);
    expect(
      (
        await transfer(budi, {
          user_coin_uuid: "00000000-0000-4000-8000-000000000000",
          email: "siti@demo.id",
          amount: 10,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses while the sender's coins are frozen (no active membership)", async () => {
    const rudi = await loginAs(t.app, "rudi@demo.id");
    const batch = (await get("/api/coins/purchases", rudi)).json().data[0].uuid;
    const res = await transfer(rudi, { user_coin_uuid: batch, email: "agen@demo.id", amount: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: "Koin Anda dibekukan karena membership tidak aktif. Aktifkan membership untuk mentransfer koin.",
    });
  });

  it("answers 403 while enableCoinTransfer is off", async () => {
    await db.execute(
      sql`UPDATE app_settings SET value = jsonb_set(value, '{enableCoinTransfer}', 'false') WHERE key = 'feature_flags'`,
    );
    try {
      const res = await transfer(budi, { user_coin_uuid: budiBatch.uuid, email: "siti@demo.id", amount: 10 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: "Fitur transfer koin sedang tidak tersedia." });
    } finally {
      await db.execute(
        sql`UPDATE app_settings SET value = jsonb_set(value, '{enableCoinTransfer}', 'true') WHERE key = 'feature_flags'`,
      );
    }
    const [n] = await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM coin_transfers`);
    expect(n!.n).toBe(3);
  });

  it("needs a token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/coin_transfers",
      payload: { user_coin_uuid: budiBatch.uuid, email: "siti@demo.id", amount: 10 },
    });
    expect(res.statusCode).toBe(401);
  });
});
