import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { loadTiers } from "../../kernels/memberships/membership-repository.js";
import { forbidden, notFound } from "../../platform/openapi/refusal.js";
import { cancelOwnOrder } from "./cancel-own-order.js";
import { findOrderByUuid } from "./order-repository.js";
import { presentOrder } from "./present-order.js";

const CANCEL_MESSAGES = {
  notFound: "Pesanan tidak ditemukan.",
  notPending: {
    PAID: "Pesanan yang sudah dibayar tidak dapat dibatalkan.",
    CANCELLED: "Pesanan ini sudah dibatalkan.",
    EXPIRED: "Pesanan ini sudah kedaluwarsa.",
  },
} as const;

/**
 * POST /api/orders/cancel {uuid}: the owner cancels a PENDING order. Another agent's order is 404 (it is not
 * theirs to know about); a paid, cancelled or expired one 403.
 */
export const cancelOrder: OperationHandler<"cancelOrder"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body;
  const { db } = request.server.database;
  const outcome = await cancelOwnOrder(db, userId, uuid);
  if (!outcome.ok) {
    if (outcome.reason === "not_found") return notFound(CANCEL_MESSAGES.notFound);
    return forbidden(CANCEL_MESSAGES.notPending[outcome.status]);
  }
  const [order, tiers] = await Promise.all([findOrderByUuid(db, uuid), loadTiers(db)]);
  return { data: presentOrder(order!, tiers) };
};
