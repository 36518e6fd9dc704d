import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "../../../test/accounts.js";
import { createAgent } from "../../../test/coins.js";
import { placeOrder, productUuid, setMembership } from "../../../test/commerce.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { ALLOWANCE_MESSAGES } from "../../kernels/memberships/purchase-allowances.js";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const e of ["agen@demo.id", "siti@demo.id", "agus@demo.id", "dewi@demo.id", "rudi@demo.id"])
    tokens[e] = await loginAs(t.app, e);
});
afterAll(() => t.close());

const get = async (email: string, path: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/products/${path}`, headers: bearer(tokens[email]!) });
  return { status: res.statusCode, body: res.json() };
};
const allowances = async (email: string) =>
  Object.fromEntries(
    await Promise.all(
      ["coins", "upgrade_main_packages", "renewal_main_packages", "listing_availabilities"].map(async (p) => [
        p,
        (await get(email, `${p}/is_allowed`)).body.data,
      ]),
    ),
  );

describe("main packages", () => {
  it("always load, with the tier names, prices, slots and bonus coins from the tiers", async () => {
    const { status, body } = await get("rudi@demo.id", "main_packages");
    expect(status).toBe(200);
    expect(
      body.data.map(
        (p: { display_name: string; price: number; listing_slots: number; coins: number; allowed: boolean }) => [
          p.display_name,
          p.price,
          p.listing_slots,
          p.coins,
          p.allowed,
        ],
      ),
    ).toEqual([
      ["Starter", 1_200_000, 10, 50, true],
      ["Pro", 3_000_000, 30, 150, true],
      ["Executive", 7_500_000, 100, 500, true],
    ]);
    expect(body.data[0]).toMatchObject({
      category: "MEMBERSHIP",
      membership_type: "SILVER",
      duration_days: 365,
      message: null,
    });
  });

  it("are not for sale to an active paid member or a TRIAL member, each with the reason; for_checkout leaves them out", async () => {
    const paid = await get("agen@demo.id", "main_packages");
    expect(
      paid.body.data.every(
        (p: { allowed: boolean; message: string }) => !p.allowed && /perpanjangan atau upgrade/.test(p.message),
      ),
    ).toBe(true);
    expect((await get("agen@demo.id", "main_packages?for_checkout=true")).body.data).toEqual([]);
    const trial = await get("dewi@demo.id", "main_packages");
    expect(trial.body.data[0]).toMatchObject({ allowed: false, message: expect.stringMatching(/Trial.*upgrade/) });
    expect((await get("rudi@demo.id", "main_packages?for_checkout=true")).body.data).toHaveLength(3);
  });
});

describe("an ended Trial", () => {
  it("is not a running one: every paid tier is for sale at its full price, and the order is accepted", async () => {
    const userId = await createAgent(t.database.db, "trial.berakhir@contoh.id", { membership: false });
    await setMembership(t.database.db, userId, { tier: "TRIAL", startedDaysAgo: 20, expiresInDays: -6 });
    tokens.ended = await loginAs(t.app, "trial.berakhir@contoh.id");
    const main = await get("ended", "main_packages?for_checkout=true");
    expect(main.status).toBe(200);
    expect(main.body.data.map((p: { display_name: string; price: number }) => [p.display_name, p.price])).toEqual([
      ["Starter", 1_200_000],
      ["Pro", 3_000_000],
      ["Executive", 7_500_000],
    ]);
    const actions = await t.app.inject({
      method: "GET",
      url: "/api/memberships/actions",
      headers: bearer(tokens.ended),
    });
    expect(actions.json().data).toMatchObject({
      membership_type: "TRIAL",
      is_active: false,
      buy: { allowed: true },
      upgrade: { allowed: false },
      renew: { allowed: false },
    });
    const gold = await productUuid(t.database.db, "MEMBERSHIP_GOLD");
    const order = await placeOrder(t.app, tokens.ended, { products: [{ uuid: gold }], payment_method: "bca_va" });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data).toMatchObject({ status: "PENDING", subtotal: 3_000_000 });
    expect(order.json().data.items[0]).toMatchObject({ kind: "MEMBERSHIP_NEW", price: 3_000_000 });
  });
});

describe("allowance checks", () => {
  it("an active paid member may buy coins, slots, renew and upgrade (not from the top tier)", async () => {
    expect(await allowances("agen@demo.id")).toEqual({
      coins: { allowed: true, message: null },
      upgrade_main_packages: { allowed: true, message: null },
      renewal_main_packages: { allowed: true, message: null },
      listing_availabilities: { allowed: true, message: null },
    });
    const top = await allowances("agus@demo.id");
    expect(top.upgrade_main_packages).toEqual({
      allowed: false,
      message: "Anda sudah menggunakan paket membership tertinggi.",
    });
  });

  it("TRIAL: only upgrade; coins, slots and renewal point to the upgrade", async () => {
    const a = await allowances("dewi@demo.id");
    expect(a.upgrade_main_packages).toEqual({ allowed: true, message: null });
    expect(a.coins).toEqual({ allowed: false, message: ALLOWANCE_MESSAGES.trial("koin") });
    expect(a.listing_availabilities).toEqual({ allowed: false, message: ALLOWANCE_MESSAGES.trial("slot listing") });
    expect(a.renewal_main_packages.allowed).toBe(false);
    for (const m of [a.coins.message, a.listing_availabilities.message, a.renewal_main_packages.message])
      expect(m).toMatch(/upgrade/i);
  });

  it("no membership: nothing but main packages; the lists answer 403 with the reason", async () => {
    const a = await allowances("rudi@demo.id");
    expect(Object.values(a).every((x) => (x as { allowed: boolean }).allowed === false)).toBe(true);
    expect(a.coins.message).toBe(ALLOWANCE_MESSAGES.noMembership("koin"));
    for (const p of [
      "coins",
      "listing_availabilities",
      "upgrade_main_packages",
      "renewal_main_packages",
      "renewal_main_packages/duration?direct_activation=true",
    ]) {
      const res = await get("rudi@demo.id", p);
      expect(res.status, p).toBe(403);
      expect(typeof res.body.errors).toBe("string");
    }
  });

  it("expired paid membership: renew (or buy), but no coins, slots or upgrade", async () => {
    const id = await userIdOf(t.database, "siti@demo.id");
    await setMembership(t.database.db, id, { tier: "GOLD", startedDaysAgo: 400, expiresInDays: -35 });
    const a = await allowances("siti@demo.id");
    expect([
      a.coins.allowed,
      a.listing_availabilities.allowed,
      a.upgrade_main_packages.allowed,
      a.renewal_main_packages.allowed,
    ]).toEqual([false, false, false, true]);
    expect(a.coins.message).toBe(ALLOWANCE_MESSAGES.expired("koin"));
    expect((await get("siti@demo.id", "main_packages")).body.data.every((p: { allowed: boolean }) => p.allowed)).toBe(
      true,
    );
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/products/coins/is_allowed" })).statusCode).toBe(401);
  });
});

describe("coin and listing-slot packages", () => {
  it("coins: 50/100/250/500 at 100.000/190.000/450.000/850.000, valid 365 days", async () => {
    const { body } = await get("agen@demo.id", "coins");
    expect(
      body.data.map((p: { coins: number; price: number; coin_validity_days: number }) => [
        p.coins,
        p.price,
        p.coin_validity_days,
      ]),
    ).toEqual([
      [50, 100_000, 365],
      [100, 190_000, 365],
      [250, 450_000, 365],
      [500, 850_000, 365],
    ]);
  });

  it("listing slots: Rp 15.000 per slot per 30 days, steps of 5 from 5, 90/180/365 days", async () => {
    const { body } = await get("agen@demo.id", "listing_availabilities");
    expect(body.data).toEqual([
      expect.objectContaining({
        category: "LISTING_SLOT",
        price: 15_000,
        price_period_days: 30,
        qty_min: 5,
        qty_step: 5,
        durations: [90, 180, 365],
        allowed: true,
      }),
    ]);
  });

  it("TRIAL members get 403 on coins and slots", async () => {
    expect((await get("dewi@demo.id", "coins")).status).toBe(403);
    expect((await get("dewi@demo.id", "listing_availabilities")).status).toBe(403);
  });
});

describe("upgrade packages", () => {
  it("a paid member sees the dearer tiers priced for the days left, rounded up to Rp 1.000", async () => {
    const id = await userIdOf(t.database, "agen@demo.id");
    await setMembership(t.database.db, id, { tier: "SILVER", expiresInDays: 200 });
    const { body } = await get("agen@demo.id", "upgrade_main_packages");
    // GOLD: (3.000.000 − 1.200.000) × 200 / 365 = 986.301,4 → 987.000; PLATINUM: 6.300.000 × 200 / 365 = 3.452.054,8 → 3.453.000
    expect(
      body.data.map((p: { membership_type: string; price: number; full_price: number; remaining_days: number }) => [
        p.membership_type,
        p.price,
        p.full_price,
        p.remaining_days,
      ]),
    ).toEqual([
      ["GOLD", 987_000, 3_000_000, 200],
      ["PLATINUM", 3_453_000, 7_500_000, 200],
    ]);
  });

  it("a TRIAL member sees every paid tier at its full price", async () => {
    const { body } = await get("dewi@demo.id", "upgrade_main_packages");
    expect(body.data.map((p: { price: number; remaining_days: null }) => [p.price, p.remaining_days])).toEqual([
      [1_200_000, null],
      [3_000_000, null],
      [7_500_000, null],
    ]);
  });

  it("inside the last 30 days the upgrade is refused, pointing to renewal", async () => {
    const id = await userIdOf(t.database, "agen@demo.id");
    await setMembership(t.database.db, id, { tier: "SILVER", expiresInDays: 30 });
    const allowed = (await get("agen@demo.id", "upgrade_main_packages/is_allowed")).body.data;
    expect(allowed).toEqual({ allowed: false, message: expect.stringMatching(/lebih dari 30 hari.*perpanjang/) });
    expect((await get("agen@demo.id", "upgrade_main_packages")).status).toBe(403);
    await setMembership(t.database.db, id, { tier: "SILVER", expiresInDays: 31 });
    expect((await get("agen@demo.id", "upgrade_main_packages/is_allowed")).body.data.allowed).toBe(true);
  });
});

describe("renewal packages and duration", () => {
  it("offers the current tier at its full price", async () => {
    const { body } = await get("siti@demo.id", "renewal_main_packages");
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ membership_type: "GOLD", price: 3_000_000, duration_days: 365 });
  });

  it("explains instant and delayed start with their dates", async () => {
    const id = await userIdOf(t.database, "agen@demo.id");
    await setMembership(t.database.db, id, { tier: "SILVER", expiresInDays: 100 });
    const before = Date.now();
    const instant = (await get("agen@demo.id", "renewal_main_packages/duration?direct_activation=true")).body.data;
    const delayed = (await get("agen@demo.id", "renewal_main_packages/duration?direct_activation=false")).body.data;
    const day = 86_400_000;
    expect(Math.abs(new Date(instant.started_at).getTime() - before)).toBeLessThan(5_000);
    expect(new Date(instant.expires_at).getTime() - new Date(instant.started_at).getTime()).toBe(365 * day);
    expect(instant.message).toMatch(/langsung aktif.*tidak berlaku lagi/);
    expect(delayed.started_at).toBe(instant.current_expires_at);
    expect(Math.round((new Date(delayed.started_at).getTime() - before) / day)).toBe(100);
    expect(new Date(delayed.expires_at).getTime() - new Date(delayed.started_at).getTime()).toBe(365 * day);
    expect(delayed.message).toMatch(/setelah masa aktif membership Anda sekarang berakhir/);
  });

  it("refuses a missing or wrong direct_activation with 470", async () => {
    expect((await get("agen@demo.id", "renewal_main_packages/duration")).status).toBe(470);
    expect((await get("agen@demo.id", "renewal_main_packages/duration?direct_activation=kadang")).status).toBe(470);
  });
});
