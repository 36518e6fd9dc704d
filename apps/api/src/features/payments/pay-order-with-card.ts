import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound, validationFailed } from "../../http/http-error.js";
import { chargeAttempt, type AttemptOutcome } from "../../payments/charge-attempt.js";
import { cardDeclined, PAYMENT_MESSAGES } from "../../payments/payment-errors.js";
import { insertPayment, lockPaymentOfOrder, nextAttemptNo } from "../../payments/payment-repository.js";
import { loadOrderView } from "./order-view.js";

type OrderForCard = {
  id: number;
  uuid: string;
  order_number: string;
  status: string;
  total: number;
  payment_method: string | null;
  pay_before: Date | string;
  name: string;
  email: string;
  phone_number: string | null;
};

/**
 * POST /api/orders/pay_card: charges a tokenised card for the caller's PENDING card order. The order and its
 * payment stay locked during the charge, so a double click cannot charge twice at the same time; a declined
 * card is recorded (payment FAILED) and the agent may try another card before pay_before.
 */
export const payOrderWithCard: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { card_token: cardToken, order_uuid: uuid } = request.body as { card_token: string; order_uuid: string };
  const { db } = request.server.database;
  const gateway = request.server.paymentGateway;

  const outcome = await db.transaction(async (tx): Promise<AttemptOutcome> => {
    const order = (await rowsOf<OrderForCard>(tx, sql`
      SELECT o.id, o.uuid, o.order_number, o.status, o.total, o.payment_method, o.pay_before, u.name, u.email, u.phone_number
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.uuid = ${uuid} AND o.user_id = ${userId} FOR UPDATE OF o`))[0];
    if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    if (order.status !== "PENDING") throw validationFailed({ order_uuid: [PAYMENT_MESSAGES.orderNotPending] });
    if (order.payment_method !== "credit_card") throw validationFailed({ order_uuid: [PAYMENT_MESSAGES.orderNotCard] });
    const payBefore = new Date(order.pay_before);
    if (payBefore.getTime() <= Date.now()) throw validationFailed({ order_uuid: [PAYMENT_MESSAGES.orderPastDue] });
    const payment = (await lockPaymentOfOrder(tx, order.id))
      ?? await insertPayment(tx, { orderId: order.id, gateway: gateway.name, method: "credit_card", amount: order.total });
    if (payment.status === "SETTLED") return { kind: "settled", outcome: "already_paid" };
    return chargeAttempt(tx, gateway, payment, await nextAttemptNo(tx, payment.id), {
      uuid: order.uuid,
      orderNumber: order.order_number,
      total: order.total,
      payBefore,
      customer: { name: order.name, email: order.email, phone: order.phone_number },
    }, "credit_card", cardToken);
  });
  if (outcome.kind === "declined") {
    request.log.info({ order_uuid: uuid, reason: outcome.message }, "card declined");
    throw cardDeclined();
  }
  return { data: await loadOrderView(db, uuid, userId) };
};
