import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { userIdOf } from "../../../test/accounts.js";
import { coinBatchesOf, placeOrder, productUuid } from "../../../test/commerce.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let agen: string;
let siti: string;
const uuid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  agen = await loginAs(t.app, "agen@demo.id");
  siti = await loginAs(t.app, "siti@demo.id");
  for (const code of ["COIN_50", "COIN_100", "LISTING_SLOT", "MEMBERSHIP_SILVER"])
    uuid[code] = await productUuid(t.database.db, code);
});
afterAll(() => t.close());

const orderCount = async () =>
  (await rowsOf(t.database.db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM orders`))[0]!.n;
const list = (token: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/orders${query}`, headers: bearer(token) });
const cancel = (token: string, orderUuid: string) =>
  t.app.inject({ method: "POST", url: "/api/orders/cancel", headers: bearer(token), payload: { uuid: orderUuid } });

describe("POST /api/orders", () => {
  it("places a pending order priced on the server, with sandbox VA instructions and 24 hours to pay", async () => {
    const before = Date.now();
    const res = await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50, qty: 2 }], payment_method: "bca_va" });
    expect(res.statusCode).toBe(201);
    const o = res.json().data;
    expect(o).toMatchObject({
      status: "PENDING",
      status_label: "Menunggu Pembayaran",
      name: "50 Koin",
      subtotal: 200_000,
      discount: 0,
      ppn: 22_000,
      total: 222_000,
      promo_code: null,
      payment_method: "bca_va",
      payment_method_label: "BCA Virtual Account",
      paid_at: null,
      activated_at: null,
      invoice_number: null,
      invoice_url: `/invoice/${o.uuid}`,
    });
    expect(o.order_number).toMatch(/^ORD-\d{8}-\d{6}$/);
    expect(o.payment_instructions).toMatchObject({ method: "bca_va", va_number: expect.stringMatching(/^\d+$/) });
    const payBefore = new Date(o.pay_before).getTime() - new Date(o.created_at).getTime();
    expect(payBefore).toBe(24 * 3_600_000);
    expect(new Date(o.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("needs a payment method when there is something to pay, and leaves no order behind", async () => {
    const n = await orderCount();
    const res = await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50 }] });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ payment_method: ["Pilih metode pembayaran."] });
    expect(
      (await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50 }], payment_method: null })).statusCode,
    ).toBe(470);
    expect(
      (await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50 }], payment_method: "cek" })).statusCode,
    ).toBe(470);
    expect(await orderCount()).toBe(n);
  });

  it("re-checks the promo: one that cannot be used answers 462 with its requirement lines", async () => {
    const n = await orderCount();
    const res = await placeOrder(t.app, agen, {
      products: [{ uuid: uuid.COIN_50 }],
      payment_method: "bca_va",
      promo_code: "HEMAT10",
    });
    expect(res.statusCode).toBe(462);
    expect(res.json()).toEqual({
      errors: "Pesanan Anda belum memenuhi syarat kode promo ini.",
      requirements: ["Minimal durasi 180 hari"],
    });
    expect(await orderCount()).toBe(n);
  });

  it("keeps the promo and its discount on the order", async () => {
    const res = await placeOrder(t.app, agen, {
      products: [{ uuid: uuid.LISTING_SLOT, qty: 50, duration: 90 }],
      payment_method: "mandiri_va",
      promo_code: "slot50",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      promo_code: "SLOT50",
      subtotal: 2_250_000,
      discount: 100_000,
      ppn: 236_500,
      total: 2_386_500,
    });
    // Per-user limit 1: a second order with the code is refused while the first is pending.
    const again = await placeOrder(t.app, agen, {
      products: [{ uuid: uuid.LISTING_SLOT, qty: 50, duration: 90 }],
      payment_method: "bca_va",
      promo_code: "SLOT50",
    });
    expect(again.statusCode).toBe(462);
    expect(again.json().errors).toBe("Anda sudah mencapai batas penggunaan kode promo ini.");
    // Cancelling the first gives the use back.
    expect((await cancel(agen, res.json().data.uuid)).statusCode).toBe(200);
    const third = await placeOrder(t.app, agen, {
      products: [{ uuid: uuid.LISTING_SLOT, qty: 50, duration: 90 }],
      payment_method: "bca_va",
      promo_code: "SLOT50",
    });
    expect(third.statusCode).toBe(201);
  });

  it("a free order needs expect_free_order, then completes at once without a payment method", async () => {
    const userId = await userIdOf(t.database, "siti@demo.id");
    const refused = await placeOrder(t.app, siti, { products: [{ uuid: uuid.COIN_100 }], promo_code: "GRATIS" });
    expect(refused.statusCode).toBe(470);
    expect(refused.json().errors).toHaveProperty("expect_free_order");
    const res = await placeOrder(t.app, siti, {
      products: [{ uuid: uuid.COIN_100 }],
      promo_code: "GRATIS",
      expect_free_order: true,
      payment_method: "bca_va",
    });
    expect(res.statusCode).toBe(201);
    const o = res.json().data;
    expect(o).toMatchObject({
      status: "PAID",
      status_label: "Selesai",
      total: 0,
      discount: 190_000,
      payment_method: null,
      payment_method_label: "Gratis",
      payment_instructions: null,
    });
    expect(o.invoice_number).toMatch(/^INV\/\d{4}\/\d{2}\/\d{6}$/);
    expect(o.activated_at).toBe(o.paid_at);
    const batches = await coinBatchesOf(t.database.db, userId);
    expect(batches.filter((b) => b.source === "PURCHASE")).toEqual([
      expect.objectContaining({ product_name: "100 Koin", amount: 100 }),
    ]);
  });

  it("expect_free_order does not make a paid order free", async () => {
    const res = await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50 }], expect_free_order: true });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toHaveProperty("payment_method");
  });

  it("refuses what the agent may not buy (403) and wrong lines (470)", async () => {
    const dewi = await loginAs(t.app, "dewi@demo.id");
    expect(
      (await placeOrder(t.app, dewi, { products: [{ uuid: uuid.COIN_50 }], payment_method: "bca_va" })).statusCode,
    ).toBe(403);
    const res = await placeOrder(t.app, agen, {
      products: [{ uuid: uuid.LISTING_SLOT, qty: 6, duration: 90 }],
      payment_method: "bca_va",
    });
    expect(res.statusCode).toBe(470);
    expect(Object.keys(res.json().errors)).toEqual(["products.0.qty"]);
  });
});

describe("GET /api/orders", () => {
  it("lists the caller's orders newest first with paging meta, filters and search", async () => {
    const rudi = await loginAs(t.app, "agus@demo.id");
    const placed: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const r = await placeOrder(t.app, rudi, {
        products: [{ uuid: i % 2 ? uuid.COIN_50 : uuid.COIN_100 }],
        payment_method: "bni_va",
      });
      placed.unshift(r.json().data.uuid);
    }
    await cancel(rudi, placed[0]!);
    const page1 = (await list(rudi)).json();
    expect(page1.meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(page1.data.map((o: { uuid: string }) => o.uuid)).toEqual(placed.slice(0, 10));
    expect(page1.data[0]).toMatchObject({ status: "CANCELLED", status_label: "Dibatalkan" });
    const page2 = (await list(rudi, "?page=2")).json();
    expect(page2.data.map((o: { uuid: string }) => o.uuid)).toEqual(placed.slice(10));
    expect((await list(rudi, "?page=3")).json()).toMatchObject({
      data: [],
      meta: { current_page: 3, total: 12, last_page: 2 },
    });
    expect((await list(rudi, "?status_filter=on_going")).json().meta.total).toBe(11);
    expect((await list(rudi, "?status_filter=completed")).json().meta.total).toBe(0);
    expect((await list(rudi, "?q=100%20koin")).json().meta.total).toBe(6);
    const number = page1.data[3].order_number as string;
    expect(
      (await list(rudi, `?q=${number.slice(-6)}`)).json().data.map((o: { order_number: string }) => o.order_number),
    ).toEqual([number]);
    expect((await list(rudi, "?q=%25")).json().meta.total).toBe(0);
    expect((await list(rudi, "?status_filter=semua")).statusCode).toBe(470);
  });

  it("shows a completed order under completed", async () => {
    const res = (await list(siti, "?status_filter=completed")).json();
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((o: { status: string }) => o.status === "PAID")).toBe(true);
  });

  it("agent B never sees agent A's orders", async () => {
    const a = (await list(agen)).json();
    expect(a.meta.total).toBeGreaterThan(0);
    const b = (await list(await loginAs(t.app, "rudi@demo.id"))).json();
    expect(b).toEqual({ data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } });
    expect((await list("tidak-valid")).statusCode).toBe(401);
  });
});

describe("POST /api/orders/cancel", () => {
  it("the owner cancels a pending order once; another agent gets 404; a paid one 403", async () => {
    const o = (await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50 }], payment_method: "bri_va" })).json()
      .data;
    const other = await cancel(siti, o.uuid);
    expect(other.statusCode).toBe(404);
    const res = await cancel(agen, o.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ uuid: o.uuid, status: "CANCELLED", status_label: "Dibatalkan" });
    const payment = await rowsOf(
      t.database.db,
      v.object({ status: v.string() }),
      sql`SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.uuid = ${o.uuid}::uuid`,
    );
    expect(payment).toEqual([{ status: "EXPIRED" }]);
    const again = await cancel(agen, o.uuid);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ errors: "Pesanan ini sudah dibatalkan." });
    const paid = (await list(siti, "?status_filter=completed")).json().data[0].uuid;
    expect((await cancel(siti, paid)).json()).toEqual({ errors: "Pesanan yang sudah dibayar tidak dapat dibatalkan." });
    expect((await cancel(agen, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("GET /api/orders/invoices/{uuid}", () => {
  it("is public by uuid, with the buyer's name and e-mail only (no address or NPWP), lines, discount, PPN, total and payment status", async () => {
    const paid = (await list(siti, "?status_filter=completed")).json().data[0];
    const res = await t.app.inject({ method: "GET", url: `/api/orders/invoices/${paid.uuid}` });
    expect(res.statusCode).toBe(200);
    const inv = res.json().data;
    expect(inv).toMatchObject({
      uuid: paid.uuid,
      invoice_number: paid.invoice_number,
      order_number: paid.order_number,
      status: "PAID",
      payment_status_label: "Lunas",
      buyer: { name: "Siti Rahmawati", email: "siti@demo.id" },
      subtotal: 190_000,
      discount: 190_000,
      promo_code: "GRATIS",
      ppn: 0,
      ppn_percentage: 11,
      total: 0,
      payment_method_label: "Gratis",
    });
    expect(inv.buyer).toEqual({ name: "Siti Rahmawati", email: "siti@demo.id", address: null, npwp: null });
    expect(inv.issuer.name).toMatch(/^PT /);
    expect(inv.items).toEqual([
      expect.objectContaining({ name: "100 Koin", qty: 1, unit_price: 190_000, price: 190_000 }),
    ]);
  });

  it("gives the buyer's own request the profile's address on one line and the NPWP, for the PPN", async () => {
    const paid = (await list(siti, "?status_filter=completed")).json().data[0];
    const read = async (token: string) =>
      (await t.app.inject({ method: "GET", url: `/api/orders/invoices/${paid.uuid}`, headers: bearer(token) })).json()
        .data.buyer;
    // Without a profile yet: nothing to show.
    await t.database.db.execute(
      sql`DELETE FROM agent_profiles WHERE user_id = ${await userIdOf(t.database, "siti@demo.id")}`,
    );
    expect(await read(siti)).toMatchObject({ address: null, npwp: null });

    const [place] = await rowsOf(
      t.database.db,
      v.object({
        village: v.string(),
        district: v.string(),
        city: v.string(),
        province: v.string(),
        names: v.string(),
      }),
      sql`SELECT v.id AS village, d.id AS district, c.id AS city, p.id AS province,
            concat_ws(', ', v.name, d.name, c.name, p.name) AS names
          FROM villages v JOIN districts d ON d.id = v.district_id JOIN cities c ON c.id = d.city_id
          JOIN provinces p ON p.id = c.province_id ORDER BY v.id LIMIT 1`,
    );
    await t.database.db
      .execute(sql`INSERT INTO agent_profiles (user_id, npwp_number, address, province_id, city_id, district_id, village_id)
      VALUES (${await userIdOf(t.database, "siti@demo.id")}, '012345678901234', 'Jl. Melati No. 5',
        ${place!.province}, ${place!.city}, ${place!.district}, ${place!.village})`);
    expect(await read(siti)).toEqual({
      name: "Siti Rahmawati",
      email: "siti@demo.id",
      address: `Jl. Melati No. 5, ${place!.names}`,
      npwp: "012345678901234",
    });
    // Another agent holding the link sees neither.
    expect(await read(agen)).toMatchObject({ address: null, npwp: null });
  });

  it("an unpaid invoice has no number yet; another agent's token still reads it; a bad token is 401; unknown 404", async () => {
    const o = (
      await placeOrder(t.app, agen, { products: [{ uuid: uuid.COIN_50 }], payment_method: "permata_va" })
    ).json().data;
    const res = await t.app.inject({ method: "GET", url: `/api/orders/invoices/${o.uuid}`, headers: bearer(siti) });
    expect(res.json().data).toMatchObject({
      invoice_number: null,
      status: "PENDING",
      payment_status_label: "Belum Dibayar",
      total: 111_000,
    });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/orders/invoices/${o.uuid}`, headers: bearer("salah") }))
        .statusCode,
    ).toBe(401);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/orders/invoices/00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/orders/invoices/bukan-uuid" })).statusCode).toBe(470);
  });
});

describe("promo limits under concurrency", () => {
  it("five orders at once with a once-per-agent code: exactly one gets it", async () => {
    const token = await loginAs(t.app, "mitra@demo.id");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(t.app, token, { products: [{ uuid: uuid.COIN_50 }], promo_code: "GRATIS", expect_free_order: true }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 462, 462, 462, 462]);
    const [used] = await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM orders o
      JOIN promo_codes p ON p.id = o.promo_code_id WHERE p.code = 'GRATIS' AND o.user_id = ${await userIdOf(t.database, "mitra@demo.id")}`,
    );
    expect(used!.n).toBe(1);
  });
});
