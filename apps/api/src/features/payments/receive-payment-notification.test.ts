import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { gatewayTransactionId, orderState, placeTestOrder, signedNotification } from "../../../test/payment-orders.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

const lines: string[] = [];
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line: string) => void lines.push(line) } });
  key = t.config.payments.sandboxServerKey;
});
afterAll(() => t.close());

const notify = (payload: object, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/payments/notifications", payload, remoteAddress });
const storedNotifications = async () =>
  (
    await rowsOf(t.database.db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM payment_notifications`)
  )[0]!.n;

async function pendingOrder() {
  const order = await placeTestOrder(t.app);
  const transaction_id = await gatewayTransactionId(t.database.db, order.id);
  const n = (transaction_status: string, extra: { status_code?: string; settled_at?: Date } = {}) =>
    signedNotification(key, {
      order_id: order.orderNumber,
      transaction_status,
      gross_amount: `${order.total}.00`,
      transaction_id,
      ...extra,
    });
  return { order, n };
}

describe("POST /api/payments/notifications", () => {
  it("pays the order once when the same settlement arrives 10 times at once", async () => {
    const { order, n } = await pendingOrder();
    const settledAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 7 * 60_000);
    const settlement = n("settlement", { settled_at: settledAt });
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(settlement)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.json().data.outcome as string).sort();
    expect(outcomes).toEqual(["paid", ...Array(9).fill("duplicate")].sort());
    const state = await orderState(t.database.db, order.id);
    expect(state).toMatchObject({ status: "PAID", payment_status: "SETTLED", coins: 1, notifications: 1 });
    expect(state.invoice_number).toMatch(/^INV\//);
    // Paid at the gateway's settlement time (WIB), not at our clock.
    const paid = (
      await rowsOf(
        t.database.db,
        v.object({ paid_at: v.string() }),
        sql`SELECT paid_at FROM orders WHERE id = ${order.id}`,
      )
    )[0]!;
    expect(new Date(paid.paid_at).toISOString()).toBe(settledAt.toISOString());
  });

  it("never undoes a settlement: a late pending, expire or deny changes nothing", async () => {
    const { order, n } = await pendingOrder();
    expect((await notify(n("pending"))).json().data.outcome).toBe("pending");
    expect((await notify(n("settlement"))).json().data.outcome).toBe("paid");
    expect((await notify(n("capture"))).json().data.outcome).toBe("already_paid");
    // The first pending again is a repeat; expire and deny after the money arrived are ignored (and logged).
    for (const [late, outcome] of [
      ["pending", "duplicate"],
      ["expire", "ignored"],
      ["deny", "ignored"],
    ] as const) {
      const res = await notify(n(late));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe(outcome);
    }
    expect(lines.join("")).toContain("after the payment settled");
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PAID",
      payment_status: "SETTLED",
      coins: 1,
    });
  });

  it("records deny and expire on the payment and leaves the order to the expiry job; money arriving later still pays", async () => {
    const { order, n } = await pendingOrder();
    expect((await notify(n("expire"))).json().data.outcome).toBe("expired");
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PENDING", payment_status: "EXPIRED" });
    expect((await notify(n("settlement"))).json().data.outcome).toBe("paid");
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PAID", payment_status: "SETTLED" });

    const other = await pendingOrder();
    expect((await notify(other.n("deny"))).json().data.outcome).toBe("failed");
    expect(await orderState(t.database.db, other.order.id)).toMatchObject({
      status: "PENDING",
      payment_status: "FAILED",
    });
  });

  it("refuses and logs an amount that differs from the order, every time it is sent", async () => {
    const { order } = await pendingOrder();
    const txId = await gatewayTransactionId(t.database.db, order.id);
    const wrong = signedNotification(key, {
      order_id: order.orderNumber,
      transaction_status: "settlement",
      gross_amount: `${order.total - 1}.00`,
      transaction_id: txId,
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await notify(wrong);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ gross_amount: ["Jumlah pembayaran tidak sama dengan total pesanan."] });
    }
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PENDING",
      payment_status: "PENDING",
      coins: 0,
      notifications: 1,
    });
    expect(lines.join("")).toContain("amount differs from the order total");
    // Cents that are not zero are never whole rupiah.
    const cents = signedNotification(key, {
      order_id: order.orderNumber,
      transaction_status: "settlement",
      gross_amount: `${order.total}.50`,
      transaction_id: `${txId}-x`,
    });
    expect((await notify(cents)).statusCode).toBe(470);
    // The refused wrong amount does not block the correct notification of the same transaction and status.
    const right = signedNotification(key, {
      order_id: order.orderNumber,
      transaction_status: "settlement",
      gross_amount: `${order.total}.00`,
      transaction_id: txId,
    });
    expect((await notify(right)).json().data.outcome).toBe("paid");
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PAID", coins: 1 });
  });

  it("believes transaction_status only with the signed status_code that goes with it", async () => {
    const { order, n } = await pendingOrder();
    // A genuine, signed "pending" (201) replayed as a settlement, a capture or a deny: the signature still
    // matches (transaction_status is not signed), the status code does not.
    const pending = n("pending");
    for (const status of ["settlement", "capture", "deny"]) {
      for (let i = 0; i < 2; i += 1) {
        const res = await notify({ ...pending, transaction_status: status });
        expect(res.statusCode, status).toBe(470);
        expect(res.json().errors).toEqual({ status_code: ["Kode status tidak sesuai dengan status transaksi."] });
      }
    }
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PENDING",
      payment_status: "PENDING",
      coins: 0,
    });
    expect(lines.join("")).toContain("status_code does not go with transaction_status");
    // The real ones, with their own codes, still apply; expire may come as 202 or 407 (the expire API).
    expect((await notify(pending)).json().data.outcome).toBe("pending");
    expect((await notify(n("settlement"))).json().data.outcome).toBe("paid");
    const other = await pendingOrder();
    expect((await notify(other.n("expire", { status_code: "407" }))).json().data.outcome).toBe("expired");
    expect((await notify(other.n("settlement", { status_code: "201" }))).statusCode).toBe(470);
  });

  it("answers 403 to a bad signature, logs it and changes nothing", async () => {
    const { order, n } = await pendingOrder();
    const forged = { ...n("settlement"), signature_key: "a".repeat(128) };
    const res = await notify(forged);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: "Tanda tangan notifikasi tidak valid." });
    const otherKey = signedNotification("SB-Mid-server-someone-else", {
      order_id: order.orderNumber,
      transaction_status: "settlement",
      gross_amount: `${order.total}.00`,
    });
    expect((await notify(otherKey)).statusCode).toBe(403);
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "PENDING",
      payment_status: "PENDING",
      notifications: 0,
    });
    expect(lines.join("")).toContain("bad signature");
    // The forged copy did not take the real notification's key: the real one still pays.
    expect((await notify(n("settlement"))).json().data.outcome).toBe("paid");
  });

  it("stores no notification whose signature fails, caps the body at 16 KB, and rate-limits failures per address", async () => {
    const { order, n } = await pendingOrder();
    const stored = await storedNotifications();
    const forged = { ...n("settlement"), signature_key: "b".repeat(128), filler: "x".repeat(15_000) };
    expect((await notify(forged, "198.51.100.7")).statusCode).toBe(403);
    expect(await storedNotifications()).toBe(stored);

    const huge = await notify({ ...n("settlement"), filler: "x".repeat(17 * 1024) }, "198.51.100.8");
    expect(huge.statusCode).toBe(470);
    expect(huge.json().errors).toEqual({ body: ["Ukuran data yang dikirim terlalu besar."] });

    // 20 failures from one address answer 403, then 429 with Retry-After; another address is not affected.
    for (let i = 1; i <= 20; i += 1) {
      expect((await notify({ ...forged, signature_key: `${i}`.padStart(128, "c") }, "198.51.100.9")).statusCode).toBe(
        403,
      );
    }
    const limited = await notify(forged, "198.51.100.9");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await notify(forged, "198.51.100.10")).statusCode).toBe(403);
    expect(await storedNotifications()).toBe(stored);
    // The gateway's correctly signed notification from that address still pays.
    expect((await notify(n("settlement"), "198.51.100.9")).json().data.outcome).toBe("paid");
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PAID" });
  });

  it("answers 404 to an unknown order and 470 to a malformed notification", async () => {
    const unknown = signedNotification(key, {
      order_id: "ORD-19990101-000001",
      transaction_status: "settlement",
      gross_amount: "1000.00",
    });
    const res = await notify(unknown);
    expect(res.statusCode).toBe(404);
    const bad = await notify({
      order_id: "x",
      status_code: "200",
      gross_amount: "12,5",
      signature_key: "x",
      transaction_status: "paid",
    });
    expect(bad.statusCode).toBe(470);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["gross_amount", "transaction_status"]);
  });

  it("settles money for an order that already expired but leaves the order expired, and logs it for a refund", async () => {
    const { order, n } = await pendingOrder();
    await t.database.db.execute(sql`UPDATE orders SET status = 'EXPIRED', expired_at = now() WHERE id = ${order.id}`);
    const res = await notify(n("settlement"));
    expect(res.json().data.outcome).toBe("order_closed");
    expect(await orderState(t.database.db, order.id)).toMatchObject({
      status: "EXPIRED",
      payment_status: "SETTLED",
      coins: 0,
    });
    expect(lines.join("")).toContain("refund it");
  });
});
