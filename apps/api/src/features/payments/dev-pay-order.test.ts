import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { orderState, placeTestOrder } from "../../../test/payment-orders.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pay = (app: TestApp, uuid: string) => app.app.inject({ method: "POST", url: `/api/dev/payments/${uuid}/pay` });

describe("POST /api/dev/payments/{order_uuid}/pay", () => {
  it("pays through a signed sandbox notification, recorded like a gateway's, once", async () => {
    const order = await placeTestOrder(t.app, { method: "mandiri_va" });
    const res = await pay(t, order.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ uuid: order.uuid, status: "PAID", status_label: "Selesai" });
    expect(res.json().data.invoice_number).toMatch(/^INV\//);
    const [n] = await rowsOf(
      t.database.db,
      v.object({
        gateway: v.string(),
        signature_valid: v.boolean(),
        outcome: v.string(),
        payload: v.object({ payment_type: v.string(), transaction_status: v.string() }),
      }),
      sql`SELECT gateway, signature_valid, outcome, payload FROM payment_notifications WHERE order_id = ${order.id}`,
    );
    expect(n).toMatchObject({
      gateway: "sandbox",
      signature_valid: true,
      outcome: "paid",
      payload: { payment_type: "echannel", transaction_status: "settlement" },
    });

    expect((await pay(t, order.uuid)).json().data.status).toBe("PAID");
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PAID", coins: 1, notifications: 1 });
  });

  it("leaves a cancelled order cancelled and answers 404 for an unknown order", async () => {
    const order = await placeTestOrder(t.app);
    await t.database.db.execute(
      sql`UPDATE orders SET status = 'CANCELLED', cancelled_at = now() WHERE id = ${order.id}`,
    );
    expect((await pay(t, order.uuid)).json().data).toMatchObject({ status: "CANCELLED", status_label: "Dibatalkan" });
    expect((await pay(t, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("serves the sandbox payment page the e-wallet links lead to", async () => {
    const order = await placeTestOrder(t.app, { method: "gopay" });
    const page = await t.app.inject({ method: "GET", url: `/api/dev/payments/${order.uuid}?view=qr` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain("Rp 111.000");
    expect(page.body).toContain(`/api/dev/payments/${order.uuid}/pay`);
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox", LOG_LEVEL: "silent" });
    try {
      const order = await placeTestOrder(prod.app);
      expect((await pay(prod, order.uuid)).statusCode).toBe(404);
      expect((await prod.app.inject({ method: "GET", url: `/api/dev/payments/${order.uuid}` })).statusCode).toBe(404);
      expect(await orderState(prod.database.db, order.id)).toMatchObject({ status: "PENDING" });
    } finally {
      await prod.close();
    }
  });
});
