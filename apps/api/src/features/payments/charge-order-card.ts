import type { AppDb } from "../../db/client.js";
import { chargeAttempt, type AttemptOutcome } from "../../payments/charge-attempt.js";
import type { PaymentGateway } from "../../payments/gateway.js";
import { insertPayment, lockPaymentOfOrder, nextAttemptNo } from "../../payments/payment-repository.js";
import { lockOwnOrderForCard } from "./payment-order-repository.js";

export type CardChargeOutcome =
  | { ok: true; attempt: Exclude<AttemptOutcome, { kind: "declined" }> }
  | { ok: false; reason: "not_found" | "not_pending" | "not_card" | "past_due" }
  | { ok: false; reason: "declined"; message: string };

/**
 * Charges a tokenised card for the caller's PENDING card order. The order and its payment stay locked during the
 * charge, so a double click cannot charge twice at the same time; a declined card is recorded (payment FAILED)
 * and the agent may try another card before pay_before.
 */
export async function chargeOrderCard(
  db: AppDb,
  gateway: PaymentGateway,
  input: { userId: number; uuid: string; cardToken: string },
): Promise<CardChargeOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CardChargeOutcome | AttemptOutcome> => {
    const order = await lockOwnOrderForCard(tx, input.uuid, input.userId);
    if (!order) return { ok: false, reason: "not_found" };
    if (order.status !== "PENDING") return { ok: false, reason: "not_pending" };
    if (order.paymentMethod !== "credit_card") return { ok: false, reason: "not_card" };
    const payBefore = new Date(order.payBefore);
    if (payBefore.getTime() <= Date.now()) return { ok: false, reason: "past_due" };
    const payment =
      (await lockPaymentOfOrder(tx, order.id)) ??
      (await insertPayment(tx, {
        orderId: order.id,
        gateway: gateway.name,
        method: "credit_card",
        amount: order.total,
      }));
    if (payment.status === "SETTLED") return { kind: "settled", outcome: "already_paid" };
    return chargeAttempt(
      tx,
      gateway,
      payment,
      await nextAttemptNo(tx, payment.id),
      {
        uuid: order.uuid,
        orderNumber: order.orderNumber,
        total: order.total,
        payBefore,
        customer: { name: order.name, email: order.email, phone: order.phoneNumber },
      },
      "credit_card",
      input.cardToken,
    );
  });
  if ("ok" in outcome) return outcome;
  if (outcome.kind === "declined") return { ok: false, reason: "declined", message: outcome.message };
  return { ok: true, attempt: outcome };
}
