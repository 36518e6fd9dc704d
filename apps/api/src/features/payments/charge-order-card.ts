import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { chargeAttempt, type AttemptOutcome } from "../../kernels/payments/charge-attempt.js";
import type { GatewayError, PaymentGateway } from "../../kernels/payments/gateway.js";
import { insertPayment, lockPaymentOfOrder, nextAttemptNo } from "../../kernels/payments/payment-repository.js";
import { fulfilOrder } from "../orders/index.js";
import { lockOwnOrderForCard } from "./payment-order-repository.js";
import { clock } from "../../platform/clock.js";

type NotPayable = { ok: false; reason: "not_found" | "not_pending" | "not_card" | "past_due" };

type GatewayUnavailable = { ok: false; reason: "gateway_unavailable"; cause: GatewayError };

export type CardChargeOutcome =
  | { ok: true; attempt: Exclude<AttemptOutcome, { kind: "declined" | "gateway_unavailable" }> }
  | NotPayable
  | { ok: false; reason: "declined"; message: string }
  | GatewayUnavailable;

/**
 * Charges a tokenised card for the caller's PENDING card order. The order and its payment stay locked during the
 * charge, so a double click cannot charge twice at the same time; a declined card is recorded (payment FAILED)
 * and the agent may try another card before pay_before. An unreachable gateway charged nothing: the transaction
 * rolls back, with the payment row a first charge inserted.
 */
export async function chargeOrderCard(
  db: AppDb,
  gateway: PaymentGateway,
  input: { userId: number; uuid: string; cardToken: string },
): Promise<CardChargeOutcome> {
  type Charged = { ok: true; attempt: Exclude<AttemptOutcome, { kind: "gateway_unavailable" }> };
  const outcome = await transactionUnlessRefused(db, async (tx): Promise<Charged | NotPayable | GatewayUnavailable> => {
    const order = await lockOwnOrderForCard(tx, input.uuid, input.userId);
    if (!order) return { ok: false, reason: "not_found" };
    if (order.status !== "PENDING") return { ok: false, reason: "not_pending" };
    if (order.paymentMethod !== "credit_card") return { ok: false, reason: "not_card" };
    const payBefore = new Date(order.payBefore);
    if (payBefore.getTime() <= clock.now().getTime()) return { ok: false, reason: "past_due" };
    const payment =
      (await lockPaymentOfOrder(tx, order.id)) ??
      (await insertPayment(tx, {
        orderId: order.id,
        gateway: gateway.name,
        method: "credit_card",
        amount: order.total,
      }));
    if (payment.status === "SETTLED") return { ok: true, attempt: { kind: "settled", outcome: "already_paid" } };
    const attempt = await chargeAttempt(
      tx,
      gateway,
      fulfilOrder,
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
    if (attempt.kind === "gateway_unavailable")
      return { ok: false, reason: "gateway_unavailable", cause: attempt.cause };
    // A declined card commits: the FAILED payment and its attempt are kept.
    return { ok: true, attempt };
  });
  if (!outcome.ok) return outcome;
  const { attempt } = outcome;
  if (attempt.kind === "declined") return { ok: false, reason: "declined", message: attempt.message };
  return { ok: true, attempt };
}
