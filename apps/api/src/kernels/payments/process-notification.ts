import type { AppDb } from "../../platform/db/client.js";
import type { PaymentGateway } from "./gateway.js";
import { parseJakartaTime } from "./jakarta-time.js";
import { isValidSignature } from "./notification-signature.js";
import {
  notificationKey,
  statusCodeAgrees,
  wholeRupiah,
  type NotificationOutcome,
  type PaymentNotification,
} from "./payment-notification.js";
import {
  findNotificationOutcome,
  lockOrderTotal,
  recordNotificationOnce,
  setNotificationOutcome,
} from "./payment-notification-repository.js";
import { findAttempt, lockPaymentOfOrder, markPaymentClosed, type PaymentRow } from "./payment-repository.js";
import { settlePayment, type FulfilOrder } from "./settle-payment.js";
import { clock } from "../../platform/clock.js";

export type NotificationResult =
  | { kind: "accepted"; outcome: NotificationOutcome; orderId: number }
  | { kind: "bad_signature" }
  | { kind: "unknown_order" }
  | { kind: "amount_mismatch"; orderId: number; expected: number; received: string }
  | { kind: "status_mismatch"; orderId: number };

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };

type Decision = { outcome: NotificationOutcome; level?: "warn" | "error"; note?: string };

/** What a (new, correctly signed, right amount) notification does to the locked payment. */
async function apply(
  tx: AppDb,
  n: PaymentNotification,
  payment: PaymentRow,
  isLatestAttempt: boolean,
  fulfil: FulfilOrder,
): Promise<Decision> {
  const status = n.transaction_status;
  const paid = status === "settlement" || (status === "capture" && (n.fraud_status ?? "accept") === "accept");
  if (paid) {
    const paidAt = parseJakartaTime(n.settlement_time) ?? parseJakartaTime(n.transaction_time);
    const outcome = await settlePayment(
      tx,
      payment,
      paidAt && paidAt.getTime() <= clock.now().getTime() ? paidAt : clock.now(),
      n.transaction_id ?? null,
      fulfil,
    );
    return outcome === "order_closed"
      ? { outcome, level: "error", note: "money arrived for an order that is no longer pending: refund it" }
      : { outcome };
  }
  const failed =
    status === "deny" ||
    status === "cancel" ||
    status === "failure" ||
    (status === "capture" && n.fraud_status === "deny");
  if (failed || status === "expire") {
    if (payment.status === "SETTLED") {
      return {
        outcome: "ignored",
        level: "warn",
        note: `${status} after the payment settled: the payment stays settled`,
      };
    }
    // A late word about an earlier card attempt says nothing about the current one.
    const stale =
      !isLatestAttempt ||
      (n.transaction_id && payment.gateway_transaction_id && n.transaction_id !== payment.gateway_transaction_id);
    if (stale) return { outcome: "ignored", note: "about an earlier attempt" };
    const closed = await markPaymentClosed(tx, payment.id, failed ? "FAILED" : "EXPIRED", {
      transactionId: n.transaction_id ?? null,
      message: typeof n.status_message === "string" ? n.status_message : null,
    });
    return closed ? { outcome: failed ? "failed" : "expired" } : { outcome: "ignored" };
  }
  if (status === "pending" || status === "authorize" || status === "capture") return { outcome: "pending" };
  // refund, partial_refund, chargeback…: handled by people at the gateway, recorded here.
  return { outcome: "ignored", level: "warn", note: `${status} is not handled automatically` };
}

/**
 * Verifies and applies one gateway notification. Each notification is recorded once (the unique key makes a
 * repeat a no-op); the order row and the payment row are locked, so notifications for one order apply one at a
 * time in any number of processes, and fulfilment runs in the same transaction.
 */
export async function processNotification(
  db: AppDb,
  gateway: PaymentGateway,
  fulfil: FulfilOrder,
  n: PaymentNotification,
  log: Log,
): Promise<NotificationResult> {
  const context = {
    gateway: gateway.name,
    order_id: n.order_id,
    transaction_id: n.transaction_id,
    transaction_status: n.transaction_status,
  };
  if (!isValidSignature(n, gateway.serverKey)) {
    // Not stored: anybody can send these, so only the log keeps a (bounded) line; the caller rate-limits them.
    log.warn(
      { ...context, status_code: n.status_code, gross_amount: n.gross_amount },
      "payment notification refused: bad signature",
    );
    return { kind: "bad_signature" };
  }
  const key = notificationKey(n);
  const record = (tx: AppDb, orderId: number | null, outcome: string) =>
    recordNotificationOnce(tx, { gateway: gateway.name, key, orderId, notification: n, outcome });
  return db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, gateway.name, n.order_id);
    if (!attempt) {
      await record(tx, null, "unknown_order");
      log.warn(context, "payment notification for an unknown order");
      return { kind: "unknown_order" };
    }
    // The same lock order as fulfilOrder and the expiry job: the order first, then its payment.
    const order = (await lockOrderTotal(tx, attempt.order_id))!;
    const payment = (await lockPaymentOfOrder(tx, order.id))!;
    if (!(await record(tx, order.id, "processing"))) {
      const earlier = await findNotificationOutcome(tx, gateway.name, key);
      // A refused notification is refused again, so the gateway's retries get the same answer.
      if (earlier === "amount_mismatch") {
        return { kind: "amount_mismatch", orderId: order.id, expected: order.total, received: n.gross_amount };
      }
      if (earlier === "status_mismatch") return { kind: "status_mismatch", orderId: order.id };
      return { kind: "accepted", outcome: "duplicate", orderId: order.id };
    }
    const setOutcome = (outcome: string) => setNotificationOutcome(tx, gateway.name, key, outcome);
    if (!statusCodeAgrees(n)) {
      await setOutcome("status_mismatch");
      log.error(
        { ...context, status_code: n.status_code },
        "payment notification refused: status_code does not go with transaction_status",
      );
      return { kind: "status_mismatch", orderId: order.id };
    }
    if (wholeRupiah(n.gross_amount) !== order.total || payment.amount !== order.total) {
      await setOutcome("amount_mismatch");
      log.error(
        { ...context, expected: order.total, gross_amount: n.gross_amount },
        "payment notification refused: amount differs from the order total",
      );
      return { kind: "amount_mismatch", orderId: order.id, expected: order.total, received: n.gross_amount };
    }
    const decision = await apply(tx, n, payment, attempt.attempt_no === attempt.latest_attempt_no, fulfil);
    await setOutcome(decision.outcome);
    if (decision.level)
      log[decision.level]({ ...context, outcome: decision.outcome }, `payment notification: ${decision.note}`);
    else log.info({ ...context, outcome: decision.outcome }, "payment notification applied");
    return { kind: "accepted", outcome: decision.outcome, orderId: order.id };
  });
}
