import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeTestOrder } from "../../../test/payment-orders.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { PaymentMethod } from "../../kernels/payments/payment-method.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

/** A dynamic QRIS text with its checksum (payments/sandbox-qris.ts). */
const QRIS = expect.stringMatching(/^00020101021226.*6304[0-9A-F]{4}$/);
const getOrder = (uuid: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: "GET", url: `/api/orders/${uuid}`, headers });

describe("GET /api/orders/{uuid}", () => {
  it("shows the owner's order with its line, totals with PPN, pay-before time and a BCA VA number", async () => {
    const order = await placeTestOrder(t.app, { method: "bca_va" });
    const res = await getOrder(order.uuid);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      uuid: order.uuid,
      order_number: order.orderNumber,
      name: "Paket 50 Koin (uji)",
      status: "PENDING",
      status_label: "Menunggu Pembayaran",
      subtotal: 100_000,
      discount: 0,
      ppn: 11_000,
      total: 111_000,
      payment_method: "bca_va",
      payment_method_label: "BCA Virtual Account",
      paid_at: null,
      invoice_number: null,
      items: [{ name: "Paket 50 Koin (uji)", kind: "COIN", category: "COIN", qty: 1, price: 100_000 }],
    });
    expect(data.payment_instructions).toEqual({ method: "bca_va", va_number: expect.stringMatching(/^39358\d{10}$/) });
    const hours = (Date.parse(data.pay_before) - Date.parse(data.created_at)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it.each<[PaymentMethod, Record<string, unknown>]>([
    ["bni_va", { va_number: expect.stringMatching(/^988\d{13}$/) }],
    ["bri_va", { va_number: expect.stringMatching(/^26215\d{13}$/) }],
    ["permata_va", { va_number: expect.stringMatching(/^8778\d{12}$/) }],
    ["mandiri_va", { bill_key: expect.stringMatching(/^\d{12}$/), biller_code: "70012" }],
    ["alfamart", { payment_code: expect.stringMatching(/^ALF\d{13}$/) }],
    ["indomaret", { payment_code: expect.stringMatching(/^\d{14}$/) }],
    [
      "gopay",
      {
        actions: [
          { name: "generate-qr-code", url: expect.stringMatching(/\/api\/dev\/payments\/[0-9a-f-]+\?view=qr$/) },
          {
            name: "deeplink-redirect",
            url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/dev\/payments\/[0-9a-f-]+$/),
          },
        ],
        qr_string: QRIS,
      },
    ],
    ["shopeepay", { actions: [{ name: "deeplink-redirect", url: expect.stringContaining("/api/dev/payments/") }] }],
    ["ovo", { actions: [{ name: "generate-qr-code", url: expect.stringContaining("?view=qr") }], qr_string: QRIS }],
    ["dana", { actions: [{ name: "generate-qr-code", url: expect.stringContaining("?view=qr") }], qr_string: QRIS }],
  ])("gives %s payment instructions issued by the sandbox", async (method, expected) => {
    const order = await placeTestOrder(t.app, { method });
    expect(order.instructions).toEqual({ method, ...expected });
    const data = (await getOrder(order.uuid)).json().data;
    expect(data.payment_instructions).toEqual({ method, ...expected });
  });

  it("is not found for another agent's order, an unknown order, and without a token it is 401", async () => {
    const order = await placeTestOrder(t.app, { email: "siti@demo.id" });
    expect((await getOrder(order.uuid)).statusCode).toBe(404);
    expect((await getOrder(order.uuid)).json()).toEqual({ errors: "Pesanan tidak ditemukan." });
    expect((await getOrder("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await getOrder(order.uuid, {})).statusCode).toBe(401);
    const siti = await loginAs(t.app, "siti@demo.id");
    expect((await getOrder(order.uuid, bearer(siti))).statusCode).toBe(200);
  });
});
