import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMidtransFake } from "../../../test/midtrans-fake.js";
import { orderState, placeTestOrder, signedNotification } from "../../../test/payment-orders.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { HttpError } from "../../platform/http/http-error.js";

const SERVER_KEY = "SB-Mid-server-E2E0123456789";
let fake: Awaited<ReturnType<typeof startMidtransFake>>;
let t: TestApp;
let token: string;
beforeAll(async () => {
  fake = await startMidtransFake(SERVER_KEY);
  t = await createTestApp({
    PAYMENT_GATEWAY: "midtrans",
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    MIDTRANS_BASE_URL: fake.baseUrl,
  });
  token = await loginAs(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const notify = (payload: object) => t.app.inject({ method: "POST", url: "/api/payments/notifications", payload });

describe("payments through Midtrans (a local fake of the Core API)", () => {
  it("opens a BCA VA at Midtrans, shows it, and pays on Midtrans' signed settlement", async () => {
    const order = await placeTestOrder(t.app, { method: "bca_va" });
    expect(order.instructions).toEqual({ method: "bca_va", va_number: "91019021579" });
    const sent = fake.requests.at(-1)!;
    expect(sent.body).toMatchObject({
      payment_type: "bank_transfer",
      transaction_details: { order_id: order.orderNumber, gross_amount: order.total },
    });

    const shown = await t.app.inject({ method: "GET", url: `/api/orders/${order.uuid}`, headers: bearer(token) });
    expect(shown.json().data).toMatchObject({
      payment_method: "bca_va",
      payment_instructions: { va_number: "91019021579" },
    });

    const settlement = (key: string) =>
      signedNotification(key, {
        order_id: order.orderNumber,
        transaction_status: "settlement",
        gross_amount: `${order.total}.00`,
        transaction_id: "mt-tx-1",
      });
    // The sandbox's key means nothing to a Midtrans installation.
    expect((await notify(settlement(t.config.payments.sandboxServerKey))).statusCode).toBe(403);
    const paid = await notify(settlement(SERVER_KEY));
    expect(paid.json()).toEqual({ data: { success: true, outcome: "paid" } });
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PAID",
      payment_status: "SETTLED",
      coins: 1,
    });
  });

  it("pays a card order through pay_card (declined first, then captured under a new gateway order id)", async () => {
    const order = await placeTestOrder(t.app, { method: "credit_card" });
    expect(order.instructions).toEqual({ method: "credit_card" });
    fake.next({
      status: 200,
      body: {
        status_code: "202",
        status_message: "Deny by Bank [CIMB] with code [05] and message [Do not honour]",
        transaction_id: "mt-deny",
        order_id: order.orderNumber,
        gross_amount: `${order.total}.00`,
        payment_type: "credit_card",
        transaction_status: "deny",
        fraud_status: "accept",
      },
    });
    const declined = await t.app.inject({
      method: "POST",
      url: "/api/orders/pay_card",
      headers: bearer(token),
      payload: { card_token: "tok-1", order_uuid: order.uuid },
    });
    expect(declined.statusCode).toBe(470);
    const captured = await t.app.inject({
      method: "POST",
      url: "/api/orders/pay_card",
      headers: bearer(token),
      payload: { card_token: "tok-2", order_uuid: order.uuid },
    });
    expect(captured.statusCode).toBe(200);
    expect(captured.json().data).toMatchObject({ status: "PAID" });
    const charges = fake.requests.slice(-2).map((r) => r.body);
    expect(charges.map((b) => b.transaction_details.order_id)).toEqual([order.orderNumber, `${order.orderNumber}~2`]);
    expect(charges.map((b) => b.credit_card.token_id)).toEqual(["tok-1", "tok-2"]);
    // Midtrans' later notification about the first, declined attempt changes nothing.
    const late = signedNotification(SERVER_KEY, {
      order_id: order.orderNumber,
      transaction_status: "deny",
      gross_amount: `${order.total}.00`,
      transaction_id: "mt-deny",
    });
    expect((await notify(late)).json().data.outcome).toBe("ignored");
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PAID",
      payment_status: "SETTLED",
      coins: 1,
    });
  });

  it("fails the order placement with a clear 500 when Midtrans refuses, and has no sandbox payment to fake", async () => {
    fake.next({
      status: 500,
      body: {
        status_code: "500",
        status_message: "Sorry, we encountered internal server error. We will fix this soon.",
      },
    });
    const error = await placeTestOrder(t.app, { method: "bni_va" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 500,
      body: { errors: "Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi." },
    });

    const order = await placeTestOrder(t.app, { method: "indomaret" });
    expect(order.instructions).toEqual({ method: "indomaret", payment_code: "25709650945026" });
    const res = await t.app.inject({ method: "POST", url: `/api/dev/payments/${order.uuid}/pay` });
    expect(res.statusCode).toBe(404);
  });
});
