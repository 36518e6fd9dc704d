import type { AppDb } from "../../platform/db/client.js";
import { chargeAttempt } from "./charge-attempt.js";
import type { GatewayError, PaymentGateway } from "./gateway.js";
import type { PaymentInstructions, PaymentMethod } from "./payment-method.js";
import { insertPayment } from "./payment-repository.js";
import type { FulfilOrder } from "./settle-payment.js";

export type { PaymentInstructions, PaymentMethod } from "./payment-method.js";

export type PaymentOrder = {
  id: number;
  uuid: string;
  orderNumber: string;
  total: number;
  payBefore: Date;
  customer: { name: string; email: string; phone: string | null };
};

/** Why a payment could not be opened; the caller's transaction must roll back (transactionUnlessRefused). */
export type PaymentRefusal =
  { ok: false; reason: "card_declined" } | { ok: false; reason: "gateway_unavailable"; cause: GatewayError };

/**
 * Opens the payment of a PENDING order (total > 0) with the gateway and stores it (one payment per
 * order) inside the caller's transaction; returns what the payer needs. Call it after the order and its lines
 * are inserted: a card charged at once (credit_card with a token) fulfils the order in the same transaction.
 * credit_card without a token only records the payment (the card comes later through pay_card). A declined
 * card and an unreachable gateway are refusals, after which the caller rolls back (no order is left behind).
 */
export async function createPayment(
  tx: AppDb,
  gateway: PaymentGateway,
  fulfil: FulfilOrder,
  order: PaymentOrder,
  method: PaymentMethod,
  cardToken?: string,
): Promise<{ ok: true; instructions: PaymentInstructions } | PaymentRefusal> {
  const payment = await insertPayment(tx, { orderId: order.id, gateway: gateway.name, method, amount: order.total });
  if (method === "credit_card" && !cardToken) return { ok: true, instructions: { method } };
  const result = await chargeAttempt(tx, gateway, fulfil, payment, 1, order, method, cardToken);
  switch (result.kind) {
    case "declined":
      return { ok: false, reason: "card_declined" };
    case "gateway_unavailable":
      return { ok: false, reason: "gateway_unavailable", cause: result.cause };
    case "pending":
      return { ok: true, instructions: { method, ...result.instructions } };
    case "settled":
      return { ok: true, instructions: { method } };
  }
}
