import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import type { AppDb } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { createPayment, type PaymentInstructions } from "../src/kernels/payments/create-payment.js";
import { cardDeclined, gatewayUnavailable } from "../src/kernels/payments/payment-errors.js";
import { fulfilOrder } from "../src/features/orders/fulfil-order.js";
import type { PaymentMethod } from "../src/kernels/payments/payment-method.js";
import { formatJakartaTime } from "../src/kernels/payments/jakarta-time.js";
import { notificationSignature } from "../src/kernels/payments/notification-signature.js";

/** A coin package of the tests' own, so payment tests do not depend on the seeded catalogue's prices. */
const TEST_PRODUCT_CODE = "PAYTEST_COIN_50";

export type TestOrder = {
  id: number;
  uuid: string;
  orderNumber: string;
  total: number;
  userId: number;
  instructions: PaymentInstructions;
};

export async function userIdByEmail(db: AppDb, email: string): Promise<number> {
  return (
    await rowsOf(db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE lower(email) = lower(${email})`)
  )[0]!.id;
}

/**
 * A PENDING order of one 50-coin line (Rp 100.000 + PPN 11.000), placed the way createOrder does: order and
 * lines first, then createPayment with the app's gateway in the same transaction.
 */
export async function placeTestOrder(
  app: FastifyInstance,
  o: { email?: string; method?: PaymentMethod; cardToken?: string; payBefore?: Date; subtotal?: number } = {},
): Promise<TestOrder> {
  const { db } = app.database;
  const userId = await userIdByEmail(db, o.email ?? "agen@demo.id");
  const subtotal = o.subtotal ?? 100_000;
  const vat = Math.round(subtotal * 0.11);
  const total = subtotal + vat;
  const method = o.method ?? "bca_va";
  const orderNumber = `TEST-${randomBytes(5).toString("hex").toUpperCase()}`;
  const payBefore = o.payBefore ?? new Date(Date.now() + 24 * 3_600_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO products (kind, code, name, coin_amount, coin_validity_days, price)
      VALUES ('COIN', ${TEST_PRODUCT_CODE}, 'Paket 50 Koin (uji)', 50, 365, 100000)
      ON CONFLICT (code) DO NOTHING`);
    const order = (
      await rowsOf(
        tx,
        v.object({ id: v.number(), uuid: v.string() }),
        sql`
      INSERT INTO orders (order_number, user_id, subtotal, discount, vat, total, payment_method, pay_before)
      VALUES (${orderNumber}, ${userId}, ${subtotal}, 0, ${vat}, ${total}, ${method}, ${payBefore})
      RETURNING id, uuid`,
      )
    )[0]!;
    await tx.execute(sql`
      INSERT INTO order_lines (order_id, product_id, kind, product_name, qty, unit_price, line_total)
      SELECT ${order.id}, id, 'COIN', name, 1, ${subtotal}, ${subtotal} FROM products WHERE code = ${TEST_PRODUCT_CODE}`);
    const opened = await createPayment(
      tx,
      app.paymentGateway,
      fulfilOrder,
      {
        id: order.id,
        uuid: order.uuid,
        orderNumber,
        total,
        payBefore,
        customer: { name: "Budi Santoso", email: o.email ?? "agen@demo.id", phone: "081234567890" },
      },
      method,
      o.cardToken,
    );
    // As createOrder answers a refusal (the declined card's as the cause); throwing rolls the order back.
    if (!opened.ok) {
      throw opened.reason === "card_declined"
        ? new Error("card declined", { cause: cardDeclined() })
        : gatewayUnavailable(opened.cause);
    }
    return { id: order.id, uuid: order.uuid, orderNumber, total, userId, instructions: opened.instructions };
  });
}

/** A notification as Midtrans sends it, signed with serverKey (fields can be overridden, e.g. a wrong amount). */
export function signedNotification(
  serverKey: string,
  n: {
    order_id: string;
    transaction_status: string;
    gross_amount: string;
    transaction_id?: string;
    status_code?: string;
    fraud_status?: string;
    settled_at?: Date;
  },
): Record<string, string> {
  const statusCode =
    n.status_code ??
    (n.transaction_status === "pending"
      ? "201"
      : ["deny", "cancel", "expire", "failure"].includes(n.transaction_status)
        ? "202"
        : "200");
  return {
    transaction_time: formatJakartaTime(new Date(Date.now() - 10 * 60_000)),
    transaction_status: n.transaction_status,
    transaction_id: n.transaction_id ?? "00000000-0000-4000-8000-000000000001",
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: notificationSignature(n.order_id, statusCode, n.gross_amount, serverKey),
    payment_type: "bank_transfer",
    order_id: n.order_id,
    merchant_id: "G123456789",
    gross_amount: n.gross_amount,
    fraud_status: n.fraud_status ?? "accept",
    currency: "IDR",
    ...(n.transaction_status === "settlement"
      ? { settlement_time: formatJakartaTime(n.settled_at ?? new Date(Date.now() - 5 * 60_000)) }
      : {}),
  };
}

export async function orderState(db: AppDb, orderId: number) {
  return (
    await rowsOf(
      db,
      v.object({
        status: v.string(),
        invoice_number: v.nullable(v.string()),
        payment_status: v.string(),
        coins: v.number(),
        notifications: v.number(),
      }),
      sql`
    SELECT o.status, o.invoice_number, p.status AS payment_status,
      (SELECT count(*)::int FROM coin_batches b WHERE b.order_id = o.id) AS coins,
      (SELECT count(*)::int FROM payment_notifications n WHERE n.order_id = o.id) AS notifications
    FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = ${orderId}`,
    )
  )[0]!;
}

export async function gatewayTransactionId(db: AppDb, orderId: number): Promise<string> {
  return (
    await rowsOf(
      db,
      v.object({ t: v.string() }),
      sql`SELECT gateway_transaction_id AS t FROM payments WHERE order_id = ${orderId}`,
    )
  )[0]!.t;
}
