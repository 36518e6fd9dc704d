import { sql } from "drizzle-orm";
import { PAYMENT_METHODS } from "@griya/domain/payment-methods";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { GATEWAY_NAMES, type GatewayName } from "./gateway.js";
import type { PaymentMethod } from "./payment-method.js";

const PAYMENT_STATUSES = ["PENDING", "SETTLED", "FAILED", "EXPIRED"] as const;

export const PaymentRow = v.object({
  id: v.number(),
  order_id: v.number(),
  gateway: v.picklist(GATEWAY_NAMES),
  method: v.picklist(PAYMENT_METHODS),
  amount: v.number(),
  status: v.picklist(PAYMENT_STATUSES),
  gateway_transaction_id: v.nullable(v.string()),
});
export type PaymentRow = v.InferOutput<typeof PaymentRow>;

const PAYMENT_COLUMNS = sql`id, order_id, gateway, method, amount, status, gateway_transaction_id`;

export async function insertPayment(
  tx: AppDb,
  p: { orderId: number; gateway: GatewayName; method: PaymentMethod; amount: number },
): Promise<PaymentRow> {
  const rows = await rowsOf(
    tx,
    PaymentRow,
    sql`
    INSERT INTO payments (order_id, gateway, method, amount) VALUES (${p.orderId}, ${p.gateway}, ${p.method}, ${p.amount})
    RETURNING ${PAYMENT_COLUMNS}`,
  );
  return rows[0]!;
}

/** The order's payment, locked until the transaction ends (notifications and card charges queue here). */
export async function lockPaymentOfOrder(tx: AppDb, orderId: number): Promise<PaymentRow | undefined> {
  const rows = await rowsOf(
    tx,
    PaymentRow,
    sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = ${orderId} FOR UPDATE`,
  );
  return rows[0];
}

export async function nextAttemptNo(tx: AppDb, paymentId: number): Promise<number> {
  const rows = await rowsOf(
    tx,
    v.object({ n: v.number() }),
    sql`
    SELECT coalesce(max(attempt_no), 0)::int + 1 AS n FROM payment_attempts WHERE payment_id = ${paymentId}`,
  );
  return rows[0]!.n;
}

export async function insertAttempt(
  tx: AppDb,
  a: {
    paymentId: number;
    gateway: GatewayName;
    gatewayOrderId: string;
    attemptNo: number;
    transactionId: string | null;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO payment_attempts (payment_id, gateway, gateway_order_id, attempt_no, gateway_transaction_id)
    VALUES (${a.paymentId}, ${a.gateway}, ${a.gatewayOrderId}, ${a.attemptNo}, ${a.transactionId})`);
}

export const AttemptRef = v.object({
  payment_id: v.number(),
  order_id: v.number(),
  attempt_no: v.number(),
  latest_attempt_no: v.number(),
});
export type AttemptRef = v.InferOutput<typeof AttemptRef>;

/** Which payment a gateway order id belongs to, and whether it is the payment's latest attempt. */
export async function findAttempt(
  tx: AppDb,
  gateway: GatewayName,
  gatewayOrderId: string,
): Promise<AttemptRef | undefined> {
  const rows = await rowsOf(
    tx,
    AttemptRef,
    sql`
    SELECT a.payment_id, p.order_id, a.attempt_no,
      (SELECT max(b.attempt_no) FROM payment_attempts b WHERE b.payment_id = a.payment_id)::int AS latest_attempt_no
    FROM payment_attempts a JOIN payments p ON p.id = a.payment_id
    WHERE a.gateway = ${gateway} AND a.gateway_order_id = ${gatewayOrderId}`,
  );
  return rows[0];
}

/** The latest attempt of the order's payment (the sandbox's development payment notifies for it). */
export async function latestAttemptOfOrder(
  db: AppDb,
  orderId: number,
): Promise<
  | { gateway: GatewayName; gateway_order_id: string; gateway_transaction_id: string | null; method: PaymentMethod }
  | undefined
> {
  const rows = await rowsOf(
    db,
    v.object({
      gateway: v.picklist(GATEWAY_NAMES),
      gateway_order_id: v.string(),
      gateway_transaction_id: v.nullable(v.string()),
      method: v.picklist(PAYMENT_METHODS),
    }),
    sql`
    SELECT a.gateway, a.gateway_order_id, a.gateway_transaction_id, p.method
    FROM payments p JOIN payment_attempts a ON a.payment_id = p.id
    WHERE p.order_id = ${orderId} ORDER BY a.attempt_no DESC LIMIT 1`,
  );
  return rows[0];
}

/** After a charge: the attempt's transaction and what the payer needs (a new attempt replaces the old). */
export async function recordChargePending(
  tx: AppDb,
  paymentId: number,
  c: {
    transactionId: string;
    message: string | null;
    va_number?: string;
    payment_code?: string;
    bill_key?: string;
    biller_code?: string;
    actions?: { name: string; url: string }[];
    qr_string?: string;
    redirect_url?: string;
  },
): Promise<void> {
  await tx.execute(sql`
    UPDATE payments SET status = 'PENDING', gateway_transaction_id = ${c.transactionId}, status_message = ${c.message},
      va_number = ${c.va_number ?? null}, payment_code = ${c.payment_code ?? null}, bill_key = ${c.bill_key ?? null},
      biller_code = ${c.biller_code ?? null}, actions = ${c.actions ? JSON.stringify(c.actions) : null}::jsonb,
      redirect_url = ${c.redirect_url ?? null}, qr_string = ${c.qr_string ?? null}
    WHERE id = ${paymentId} AND status <> 'SETTLED'`);
}

/** PENDING → FAILED or EXPIRED; a settled payment never moves (the 0006 trigger enforces it too). */
export async function markPaymentClosed(
  tx: AppDb,
  paymentId: number,
  status: "FAILED" | "EXPIRED",
  c: { transactionId?: string | null; message?: string | null } = {},
): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    v.object({ id: v.number() }),
    sql`
    UPDATE payments SET status = ${status}, status_message = coalesce(${c.message ?? null}, status_message),
      gateway_transaction_id = coalesce(${c.transactionId ?? null}, gateway_transaction_id), redirect_url = NULL
    WHERE id = ${paymentId} AND status = 'PENDING' RETURNING id`,
  );
  return rows.length > 0;
}

export async function markPaymentSettled(
  tx: AppDb,
  paymentId: number,
  settledAt: Date,
  transactionId: string | null,
): Promise<void> {
  await tx.execute(sql`
    UPDATE payments SET status = 'SETTLED', settled_at = ${settledAt}, redirect_url = NULL,
      gateway_transaction_id = coalesce(${transactionId}, gateway_transaction_id)
    WHERE id = ${paymentId} AND status <> 'SETTLED'`);
}
