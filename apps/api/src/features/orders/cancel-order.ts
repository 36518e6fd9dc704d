import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { canCancelOrder, type OrderStatus } from "@griya/domain/order-status";
import { authOf } from "../../auth/authenticate.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { HttpError, notFound } from "../../http/http-error.js";
import { loadTiers } from "../../memberships/membership-state.js";
import { findOrderByUuid } from "./order-repository.js";
import { presentOrder } from "./present-order.js";

export const CANCEL_MESSAGES = {
  notFound: "Pesanan tidak ditemukan.",
  notPending: {
    PAID: "Pesanan yang sudah dibayar tidak dapat dibatalkan.",
    CANCELLED: "Pesanan ini sudah dibatalkan.",
    EXPIRED: "Pesanan ini sudah kedaluwarsa.",
  },
} as const;

/**
 * POST /api/orders/cancel {uuid}: the owner cancels a PENDING order. Another agent's order is 404 (it is not
 * theirs to know about); a paid, cancelled or expired one 403. The row lock orders this against a payment
 * notification arriving at the same moment: whichever comes first wins, the other sees the final state.
 */
export const cancelOrder: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body as { uuid: string };
  const { db } = request.server.database;
  await db.transaction(async (txDb) => {
    const tx = txDb;
    const rows = await rowsOf<{ id: number; status: OrderStatus }>(tx, sql`
      SELECT id, status FROM orders WHERE uuid = ${uuid}::uuid AND user_id = ${userId} FOR UPDATE`);
    const order = rows[0];
    if (!order) throw notFound(CANCEL_MESSAGES.notFound);
    if (!canCancelOrder(order.status)) {
      throw new HttpError(403, { errors: CANCEL_MESSAGES.notPending[order.status as Exclude<OrderStatus, "PENDING">] });
    }
    await tx.execute(sql`UPDATE orders SET status = 'CANCELLED', cancelled_at = now() WHERE id = ${order.id}`);
    // The VA or payment code must not look payable any more; money that still arrives is logged for a refund.
    await tx.execute(sql`UPDATE payments SET status = 'EXPIRED' WHERE order_id = ${order.id} AND status = 'PENDING'`);
  });
  const [order, tiers] = await Promise.all([findOrderByUuid(db, uuid), loadTiers(db)]);
  return { data: presentOrder(order!, tiers) };
};
