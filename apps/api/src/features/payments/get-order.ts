import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { PAYMENT_MESSAGES } from "../../kernels/payments/payment-errors.js";
import { loadOrderView } from "./order-view.js";

/** GET /api/orders/{uuid}: the caller's order and how to pay it; another agent's order does not exist here. */
export const getOrder: OperationHandler<"getOrder"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.params;
  const order = await loadOrderView(request.server.database.db, uuid, userId);
  if (!order) return notFound(PAYMENT_MESSAGES.orderNotFound);
  return { data: order };
};
