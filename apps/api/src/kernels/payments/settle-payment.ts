import type { AppDb } from "../../platform/db/client.js";
import { markPaymentSettled, type PaymentRow } from "./payment-repository.js";

export type SettleOutcome = "paid" | "already_paid" | "order_closed";

/**
 * Delivers what a paid order bought, once, in the caller's transaction. The orders feature knows what an order
 * sells; the payments kernel only knows that money arrived, so each caller passes the fulfilment in (ADR 0057).
 */
export type FulfilOrder = (
  tx: AppDb,
  orderId: number,
  paidAt: Date,
) => Promise<"fulfilled" | "already_done" | "not_pending">;

/**
 * The money arrived: fulfil the order (`fulfil`) and mark the payment SETTLED in the caller's transaction (which holds the
 * payment row lock). Fulfilment happens once whatever arrives twice. Money for a cancelled or expired order
 * still settles the payment, and the caller logs it for a refund ("order_closed").
 */
export async function settlePayment(
  tx: AppDb,
  payment: PaymentRow,
  paidAt: Date,
  transactionId: string | null,
  fulfil: FulfilOrder,
): Promise<SettleOutcome> {
  if (payment.status === "SETTLED") return "already_paid";
  const fulfilled = await fulfil(tx, payment.order_id, paidAt);
  await markPaymentSettled(tx, payment.id, paidAt, transactionId);
  if (fulfilled === "fulfilled") return "paid";
  if (fulfilled === "already_done") return "already_paid";
  return "order_closed";
}
