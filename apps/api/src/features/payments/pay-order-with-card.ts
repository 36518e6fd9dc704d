import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { invalidField, notFound } from "../../platform/openapi/refusal.js";
import { cardDeclined, gatewayUnavailable, PAYMENT_MESSAGES } from "../../kernels/payments/payment-errors.js";
import { chargeOrderCard } from "./charge-order-card.js";
import { loadOrderView } from "./order-view.js";

const NOT_PAYABLE = {
  not_pending: PAYMENT_MESSAGES.orderNotPending,
  not_card: PAYMENT_MESSAGES.orderNotCard,
  past_due: PAYMENT_MESSAGES.orderPastDue,
} as const;

/** POST /api/orders/pay_card: charges a tokenised card for the caller's PENDING card order (charge-order-card.ts). */
export const payOrderWithCard: OperationHandler<"payOrderWithCard"> = async (request) => {
  const { userId } = authOf(request);
  const { card_token: cardToken, order_uuid: uuid } = request.body;
  const { db } = request.server.database;
  const charged = await chargeOrderCard(db, request.server.paymentGateway, { userId, uuid, cardToken });
  if (!charged.ok) {
    switch (charged.reason) {
      case "not_found":
        return notFound(PAYMENT_MESSAGES.orderNotFound);
      case "declined":
        request.log.info({ order_uuid: uuid, reason: charged.message }, "card declined");
        return cardDeclined();
      case "gateway_unavailable":
        throw gatewayUnavailable(charged.cause);
      default:
        return invalidField("order_uuid", NOT_PAYABLE[charged.reason]);
    }
  }
  return { data: (await loadOrderView(db, uuid, userId))! };
};
