import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdOf } from "../../../test/accounts.js";
import { productUuid, setMembership } from "../../../test/commerce.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { insertPromoCode } from "../../seed/commerce-seed.js";

let t: TestApp;
let agen: string;
let dewi: string;
const uuid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  agen = await loginAs(t.app, "agen@demo.id");
  dewi = await loginAs(t.app, "dewi@demo.id");
  for (const code of [
    "MEMBERSHIP_SILVER",
    "MEMBERSHIP_GOLD",
    "MEMBERSHIP_PLATINUM",
    "COIN_50",
    "COIN_100",
    "LISTING_SLOT",
  ]) {
    uuid[code] = await productUuid(t.database.db, code);
  }
  await insertPromoCode(t.database.db, {
    code: "BESAR",
    description: "Potongan melebihi harga",
    discountAmount: 5_000_000,
    validFrom: -1,
    validUntil: 30,
  });
  await insertPromoCode(t.database.db, {
    code: "SLOT20",
    description: "20% slot",
    discountPercentage: 20,
    validFrom: -1,
    validUntil: 30,
    productKinds: ["LISTING_SLOT"],
  });
  await insertPromoCode(t.database.db, {
    code: "NANTI",
    description: "Belum mulai",
    discountPercentage: 5,
    validFrom: 10,
    validUntil: 30,
  });
});
afterAll(() => t.close());

const checkout = (token: string, lines: object[]) =>
  t.app.inject({ method: "POST", url: "/api/orders/get_checkout", headers: bearer(token), payload: lines });
const promo = (token: string, body: object) =>
  t.app.inject({ method: "POST", url: "/api/promos/check", headers: bearer(token), payload: body });
const isFree = (token: string, body: object) =>
  t.app.inject({ method: "POST", url: "/api/orders/is_order_free", headers: bearer(token), payload: body });

describe("POST /api/orders/get_checkout", () => {
  it("prices coins and listing slots with PPN 11%", async () => {
    const res = await checkout(agen, [
      { uuid: uuid.COIN_50, qty: 2 },
      { uuid: uuid.LISTING_SLOT, qty: 10, duration: 180 },
    ]);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.items).toEqual([
      expect.objectContaining({
        kind: "COIN",
        category: "COIN",
        qty: 2,
        duration: null,
        direct_activation: null,
        unit_price: 100_000,
        price: 200_000,
        description: "100 koin, berlaku 365 hari sejak pembayaran.",
      }),
      // 10 × 15.000 × 180 / 30
      expect.objectContaining({ kind: "LISTING_SLOT", qty: 10, duration: 180, unit_price: 90_000, price: 900_000 }),
    ]);
    expect(d).toMatchObject({
      subtotal: 1_100_000,
      discount: 0,
      ppn: 121_000,
      ppn_percentage: 11,
      total: 1_221_000,
      is_free: false,
    });
  });

  it("365-day slots: 5 × 15.000 × 365 / 30 = 912.500, PPN 100.375", async () => {
    const d = (await checkout(agen, [{ uuid: uuid.LISTING_SLOT, qty: 5, duration: 365 }])).json().data;
    expect(d).toMatchObject({ subtotal: 912_500, ppn: 100_375, total: 1_012_875 });
    expect(d.items[0]).toMatchObject({ unit_price: 182_500, price: 912_500 });
  });

  it("a renewal line says what each start does", async () => {
    const instant = (await checkout(agen, [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: true }])).json().data;
    expect(instant.items[0]).toMatchObject({
      kind: "MEMBERSHIP_RENEWAL",
      direct_activation: true,
      duration: 365,
      price: 1_200_000,
    });
    expect(instant.items[0].description).toMatch(/Langsung aktif.*tidak berlaku lagi/);
    const later = (await checkout(agen, [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: false }])).json().data;
    expect(later.items[0].description).toMatch(/setelah masa aktif/);
    expect(later).toMatchObject({ subtotal: 1_200_000, ppn: 132_000, total: 1_332_000 });
  });

  it("an upgrade is prorated and rounded up to Rp 1.000; a TRIAL member's first paid tier is a new term at full price", async () => {
    const id = await userIdOf(t.database, "siti@demo.id");
    await setMembership(t.database.db, id, { tier: "GOLD", expiresInDays: 45 });
    const siti = await loginAs(t.app, "siti@demo.id");
    // (7.500.000 − 3.000.000) × 45 / 365 = 554.794,5 → 555.000
    const up = (await checkout(siti, [{ uuid: uuid.MEMBERSHIP_PLATINUM }])).json().data;
    expect(up.items[0]).toMatchObject({
      kind: "MEMBERSHIP_UPGRADE",
      unit_price: 555_000,
      price: 555_000,
      duration: null,
    });
    expect(up).toMatchObject({ subtotal: 555_000, ppn: 61_050, total: 616_050 });
    const trial = (await checkout(dewi, [{ uuid: uuid.MEMBERSHIP_GOLD }])).json().data;
    expect(trial.items[0]).toMatchObject({ kind: "MEMBERSHIP_NEW", price: 3_000_000, duration: 365 });
  });

  it("refuses wrong quantities, durations, products and missing renewal type with 470 per field", async () => {
    const res = await checkout(agen, [
      { uuid: uuid.LISTING_SLOT, qty: 7, duration: 90 },
      { uuid: uuid.LISTING_SLOT, qty: 5, duration: 100 },
      { uuid: uuid.LISTING_SLOT, qty: 5 },
      { uuid: "00000000-0000-4000-8000-000000000000" },
      { uuid: uuid.MEMBERSHIP_SILVER },
    ]);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      "products.0.qty": ["Jumlah minimal 5 dan harus kelipatan 5."],
      "products.1.duration": ["Pilih durasi: 90, 180, 365 hari."],
      "products.2.duration": ["Pilih durasi: 90, 180, 365 hari."],
      "products.3.uuid": ["Produk tidak ditemukan atau sudah tidak dijual."],
      "products.4.direct_activation": [expect.stringMatching(/Pilih jenis perpanjangan/)],
    });
    const two = await checkout(dewi, [{ uuid: uuid.MEMBERSHIP_SILVER }, { uuid: uuid.MEMBERSHIP_GOLD }]);
    expect(two.json().errors).toEqual({
      "products.1.uuid": ["Satu pesanan hanya dapat berisi satu paket membership."],
    });
    expect((await checkout(agen, [{ uuid: uuid.COIN_50, qty: 0 }])).statusCode).toBe(470);
    expect((await checkout(agen, [])).statusCode).toBe(470);
  });

  it("refuses with 403 what the agent may not buy: TRIAL coins, a lower tier, renewing another tier", async () => {
    const coins = await checkout(dewi, [{ uuid: uuid.COIN_50 }]);
    expect(coins.statusCode).toBe(403);
    expect(coins.json().errors).toMatch(/Trial.*upgrade/);
    const agus = await loginAs(t.app, "agus@demo.id");
    expect((await checkout(agus, [{ uuid: uuid.MEMBERSHIP_SILVER }])).statusCode).toBe(403);
    expect((await checkout(agus, [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: true }])).statusCode).toBe(470);
    expect((await checkout(dewi, [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: true }])).statusCode).toBe(403);
  });

  it("needs a token", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/orders/get_checkout", payload: [{ uuid: uuid.COIN_50 }] }))
        .statusCode,
    ).toBe(401);
  });
});

describe("POST /api/promos/check", () => {
  it("HEMAT10 on 5 slots for 365 days: 10% off, PPN rounded half up (90.337,5 → 90.338)", async () => {
    const res = await promo(agen, { promo_code: "hemat10 ", product_uuid: uuid.LISTING_SLOT, qty: 5, duration: 365 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      valid: true,
      promo_code: "HEMAT10",
      discount_amount: 91_250,
      discount_percentage: 10,
      errors: null,
      requirements: [],
      subtotal: 912_500,
      ppn: 90_338,
      total: 911_588,
    });
  });

  it("SLOT50 on 50 slots: Rp 100.000 off", async () => {
    const d = (
      await promo(agen, { promo_code: "SLOT50", product_uuid: uuid.LISTING_SLOT, qty: 50, duration: 90 })
    ).json().data;
    expect(d).toMatchObject({
      discount_amount: 100_000,
      discount_percentage: null,
      subtotal: 2_250_000,
      ppn: 236_500,
      total: 2_386_500,
    });
  });

  it("an amount above the price is capped at the price: the order becomes free", async () => {
    const d = (await promo(agen, { promo_code: "BESAR", product_uuid: uuid.COIN_50 })).json().data;
    expect(d).toMatchObject({ discount_amount: 100_000, subtotal: 100_000, ppn: 0, total: 0 });
  });

  it("answers 462 with the unmet requirements as lines", async () => {
    const coins = await promo(agen, { promo_code: "HEMAT10", product_uuid: uuid.COIN_50 });
    expect(coins.statusCode).toBe(462);
    expect(coins.json()).toEqual({
      errors: "Pesanan Anda belum memenuhi syarat kode promo ini.",
      requirements: ["Minimal durasi 180 hari"],
    });
    const few = await promo(agen, { promo_code: "SLOT50", product_uuid: uuid.LISTING_SLOT, qty: 45, duration: 90 });
    expect(few.json()).toEqual({
      errors: "Pesanan Anda belum memenuhi syarat kode promo ini.",
      requirements: ["Minimal 50 slot listing"],
    });
    const kind = await promo(agen, { promo_code: "SLOT50", product_uuid: uuid.COIN_100 });
    expect(kind.json()).toEqual({
      errors: "Kode promo tidak berlaku untuk produk ini.",
      requirements: ["Hanya untuk produk Slot Listing"],
    });
  });

  it("answers 462 for unknown, expired, not yet valid and disabled codes", async () => {
    const body = (code: string) => ({ promo_code: code, product_uuid: uuid.COIN_50 });
    expect((await promo(agen, body("TIDAKADA"))).json()).toEqual({
      errors: "Kode promo tidak ditemukan.",
      requirements: [],
    });
    expect((await promo(agen, body("LEBARAN2024"))).json().errors).toBe("Kode promo sudah kedaluwarsa.");
    const later = await promo(agen, body("NANTI"));
    expect(later.statusCode).toBe(462);
    expect(later.json().errors).toMatch(/belum berlaku/);
    await insertPromoCode(t.database.db, {
      code: "MATI",
      description: "",
      discountPercentage: 5,
      validFrom: -1,
      validUntil: 30,
    });
    await t.database.db.execute(sql`UPDATE promo_codes SET disabled_at = now() WHERE code = 'MATI'`);
    expect((await promo(agen, body("MATI"))).json().errors).toBe("Kode promo sudah tidak aktif.");
  });

  it("checks the product like the checkout does (470 on its own fields, 403 when not for sale)", async () => {
    const res = await promo(agen, { promo_code: "SLOT50", product_uuid: uuid.LISTING_SLOT, qty: 3, duration: 90 });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ qty: ["Jumlah minimal 5 dan harus kelipatan 5."] });
    expect((await promo(dewi, { promo_code: "HEMAT10", product_uuid: uuid.COIN_50 })).statusCode).toBe(403);
  });
});

describe("POST /api/orders/is_order_free", () => {
  it("is free with GRATIS, not without a promo; a bad promo is 462", async () => {
    const lines = [{ uuid: uuid.COIN_50 }];
    expect((await isFree(agen, { products: lines, promo_code: "GRATIS" })).json().data).toEqual({
      is_free: true,
      total: 0,
    });
    expect((await isFree(agen, { products: lines })).json().data).toEqual({ is_free: false, total: 111_000 });
    expect((await isFree(agen, { products: lines, promo_code: null })).json().data.is_free).toBe(false);
    expect((await isFree(agen, { products: lines, promo_code: "HEMAT10" })).statusCode).toBe(462);
  });

  it("a percentage promo for one kind discounts only those lines", async () => {
    // 20% of the slots' 225.000 = 45.000; the coins stay 100.000: net 280.000, PPN 30.800
    const res = await isFree(agen, {
      products: [{ uuid: uuid.COIN_50 }, { uuid: uuid.LISTING_SLOT, qty: 5, duration: 90 }],
      promo_code: "SLOT20",
    });
    expect(res.json().data).toEqual({ is_free: false, total: 310_800 });
  });
});
