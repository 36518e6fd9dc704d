import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { orderState, placeTestOrder } from "../../../test/payment-orders.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { Refusal } from "../../platform/openapi/refusal.js";
import { issueSandboxCardToken, type SandboxCardOutcome } from "../../kernels/payments/sandbox-card-token.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

/** A token as the sandbox tokenisation issues it. */
const card = (outcome: SandboxCardOutcome) => issueSandboxCardToken(t.config.payments.sandboxServerKey, outcome);

const payCard = (order_uuid: string, card_token: string, auth = token) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders/pay_card",
    headers: bearer(auth),
    payload: { order_uuid, card_token },
  });

describe("POST /api/orders/pay_card", () => {
  it("records a declined card (470 on card_token), then pays with another card under a new attempt", async () => {
    const order = await placeTestOrder(t.app, { method: "credit_card" });
    expect(order.instructions).toEqual({ method: "credit_card" });
    const declined = await payCard(order.uuid, card("decline"));
    expect(declined.statusCode).toBe(470);
    expect(declined.json().errors).toEqual({
      card_token: ["Kartu ditolak oleh bank. Periksa data kartu atau gunakan kartu lain."],
    });
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PENDING", payment_status: "FAILED" });

    const paid = await payCard(order.uuid, card("capture"));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: "PAID", payment_method_label: "Kartu Kredit/Debit" });
    const attempts = await rowsOf(
      t.database.db,
      v.object({ gateway_order_id: v.string() }),
      sql`
      SELECT a.gateway_order_id FROM payment_attempts a JOIN payments p ON p.id = a.payment_id WHERE p.order_id = ${order.id} ORDER BY a.attempt_no`,
    );
    expect(attempts.map((a) => a.gateway_order_id)).toEqual([order.orderNumber, `${order.orderNumber}~2`]);
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PAID", coins: 1 });

    const again = await payCard(order.uuid, card("capture"));
    expect(again.statusCode).toBe(470);
    expect(again.json().errors).toEqual({ order_uuid: ["Pesanan ini tidak sedang menunggu pembayaran."] });
  });

  it("leaves a 3-D Secure charge pending with the bank's page, which the sandbox pays", async () => {
    const order = await placeTestOrder(t.app, { method: "credit_card" });
    const res = await payCard(order.uuid, card("challenge"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "PENDING",
      payment_instructions: {
        method: "credit_card",
        redirect_url: `http://localhost:3000/api/dev/payments/${order.uuid}`,
      },
    });
    const paid = await t.app.inject({ method: "POST", url: `/api/dev/payments/${order.uuid}/pay` });
    expect(paid.json().data).toMatchObject({ status: "PAID", payment_instructions: { method: "credit_card" } });
  });

  it("charges a card given at order placement at once, and refuses a declined one there", async () => {
    const order = await placeTestOrder(t.app, { method: "credit_card", cardToken: card("capture") });
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PAID",
      payment_status: "SETTLED",
      coins: 1,
    });
    const error = await placeTestOrder(t.app, { method: "credit_card", cardToken: card("decline") }).catch(
      (e: unknown) => e,
    );
    const refusal = (error as Error).cause;
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).status).toBe(470);
  });

  it("declines card tokens the sandbox did not issue: made up, signed with another key, or altered", async () => {
    const order = await placeTestOrder(t.app, { method: "credit_card" });
    const issued = card("capture");
    const forged = [
      "not-a-real-card-token",
      "sandbox-ok",
      issueSandboxCardToken("SB-someone-elses-key", "capture"),
      issued.replace(/^sandbox-capture-[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith("0") ? "1" : "0")),
      card("decline").replace("sandbox-decline-", "sandbox-capture-"),
    ];
    for (const token of forged) {
      const res = await payCard(order.uuid, token);
      expect(res.statusCode, token).toBe(470);
      expect(res.json().errors).toEqual({
        card_token: ["Kartu ditolak oleh bank. Periksa data kartu atau gunakan kartu lain."],
      });
    }
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PENDING", coins: 0 });
    expect((await payCard(order.uuid, issued)).json().data.status).toBe("PAID");
  });

  it("POST /api/orders with a made-up card token places nothing and credits no coins", async () => {
    const coin = (
      await rowsOf(
        t.database.db,
        v.object({ uuid: v.string() }),
        sql`SELECT uuid::text AS uuid FROM products WHERE code = 'COIN_500'`,
      )
    )[0]!;
    const count = async () =>
      (
        await rowsOf(
          t.database.db,
          v.object({ orders: v.number(), coins: v.number() }),
          sql`
      SELECT (SELECT count(*)::int FROM orders) AS orders,
        (SELECT coalesce(sum(amount), 0)::int FROM coin_batches b JOIN users u ON u.id = b.user_id WHERE u.email = 'agen@demo.id') AS coins`,
        )
      )[0]!;
    const before = await count();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: bearer(token),
      payload: { products: [{ uuid: coin.uuid }], payment_method: "credit_card", card_token: "not-a-real-card-token" },
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toHaveProperty("card_token");
    expect(await count()).toEqual(before);
  });

  it("refuses other agents' orders (404), orders of another method, and orders past pay_before (470)", async () => {
    const theirs = await placeTestOrder(t.app, { email: "siti@demo.id", method: "credit_card" });
    expect((await payCard(theirs.uuid, card("capture"))).statusCode).toBe(404);
    expect(await orderState(t.database.db, theirs.id)).toMatchObject({ status: "PENDING" });

    const va = await placeTestOrder(t.app, { method: "bca_va" });
    expect((await payCard(va.uuid, card("capture"))).json().errors).toEqual({
      order_uuid: ["Pesanan ini tidak dibayar dengan kartu."],
    });

    const late = await placeTestOrder(t.app, { method: "credit_card", payBefore: new Date(Date.now() - 60_000) });
    expect((await payCard(late.uuid, card("capture"))).json().errors).toEqual({
      order_uuid: ["Batas waktu pembayaran pesanan ini sudah lewat."],
    });

    expect((await payCard("00000000-0000-4000-8000-000000000000", "x")).statusCode).toBe(404);
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/orders/pay_card",
      payload: { order_uuid: va.uuid, card_token: "x" },
    });
    expect(noToken.statusCode).toBe(401);
  });
});
