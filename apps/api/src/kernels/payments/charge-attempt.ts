import type { AppDb } from "../../platform/db/client.js";
import { GatewayError, type GatewayInstructions, type PaymentGateway } from "./gateway.js";
import { gatewayOrderIdFor } from "./gateway-order-id.js";
import type { PaymentMethod } from "./payment-method.js";
import { insertAttempt, markPaymentClosed, recordChargePending, type PaymentRow } from "./payment-repository.js";
import { settlePayment, type FulfilOrder, type SettleOutcome } from "./settle-payment.js";
import { clock } from "../../platform/clock.js";

export type AttemptOrder = {
  uuid: string;
  orderNumber: string;
  total: number;
  payBefore: Date;
  customer: { name: string; email: string; phone: string | null };
};

export type AttemptOutcome =
  | { kind: "pending"; instructions: GatewayInstructions }
  | { kind: "settled"; outcome: SettleOutcome }
  | { kind: "declined"; message: string }
  /** Nothing was charged or recorded; the caller rolls back what it wrote for this charge. */
  | { kind: "gateway_unavailable"; cause: GatewayError };

/**
 * One charge of a payment at the gateway, recorded as attempt n with its own gateway order id, inside the
 * caller's transaction (which holds the payment row lock, so two clicks never charge twice at once).
 * A captured card settles the payment and fulfils the order at once; a declined one marks it FAILED.
 */
export async function chargeAttempt(
  tx: AppDb,
  gateway: PaymentGateway,
  fulfil: FulfilOrder,
  payment: PaymentRow,
  attemptNo: number,
  order: AttemptOrder,
  method: PaymentMethod,
  cardToken?: string,
): Promise<AttemptOutcome> {
  const gatewayOrderId = gatewayOrderIdFor(order.orderNumber, attemptNo);
  const now = clock.now();
  let result;
  try {
    result = await gateway.charge({
      gatewayOrderId,
      orderUuid: order.uuid,
      amount: order.total,
      method,
      orderedAt: now,
      payBefore: order.payBefore,
      customer: order.customer,
      cardToken,
    });
  } catch (error) {
    if (error instanceof GatewayError) return { kind: "gateway_unavailable", cause: error };
    throw error;
  }
  await insertAttempt(tx, {
    paymentId: payment.id,
    gateway: gateway.name,
    gatewayOrderId,
    attemptNo,
    transactionId: result.transactionId,
  });
  switch (result.outcome) {
    case "declined":
      await markPaymentClosed(tx, payment.id, "FAILED", {
        transactionId: result.transactionId,
        message: result.message,
      });
      return { kind: "declined", message: result.message };
    case "pending":
      await recordChargePending(tx, payment.id, {
        transactionId: result.transactionId,
        message: result.message ?? null,
        ...result.instructions,
      });
      return { kind: "pending", instructions: result.instructions };
    case "captured":
      return { kind: "settled", outcome: await settlePayment(tx, payment, now, result.transactionId, fulfil) };
  }
}
