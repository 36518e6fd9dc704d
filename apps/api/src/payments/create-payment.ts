import type { AppDb } from "../db/client.js";
import { chargeAttempt } from "./charge-attempt.js";
import type { PaymentGateway } from "./gateway.js";
import { cardDeclined } from "./payment-errors.js";
import type { PaymentInstructions, PaymentMethod } from "./payment-method.js";
import { insertPayment } from "./payment-repository.js";

export type { PaymentInstructions, PaymentMethod } from "./payment-method.js";

export type PaymentOrder = {
  id: number;
  uuid: string;
  orderNumber: string;
  total: number;
  payBefore: Date;
  customer: { name: string; email: string; phone: string | null };
};

/**
 * Opens the payment of a PENDING order (total > 0) with the gateway and stores it (one payment per
 * order) inside the caller's transaction; returns what the payer needs. Call it after the order and its lines
 * are inserted: a card charged at once (credit_card with a token) fulfils the order in the same transaction.
 * credit_card without a token only records the payment (the card comes later through pay_card). A declined
 * card throws 470 on card_token; an unreachable gateway throws 500.
 */
export async function createPayment(
  tx: AppDb,
  gateway: PaymentGateway,
  order: PaymentOrder,
  method: PaymentMethod,
  cardToken?: string,
): Promise<PaymentInstructions> {
  const payment = await insertPayment(tx, { orderId: order.id, gateway: gateway.name, method, amount: order.total });
  if (method === "credit_card" && !cardToken) return { method };
  const result = await chargeAttempt(tx, gateway, payment, 1, order, method, cardToken);
  if (result.kind === "declined") throw cardDeclined();
  return result.kind === "pending" ? { method, ...result.instructions } : { method };
}
