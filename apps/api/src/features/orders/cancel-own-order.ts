import { canCancelOrder, type OrderStatus } from "@griya/domain/order-status";
import type { AppDb } from "../../platform/db/client.js";
import { expirePendingPayments, lockOwnOrder, markOrderCancelled } from "./order-repository.js";

export type CancelOutcome =
  | { ok: true }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_pending"; status: Exclude<OrderStatus, "PENDING"> };

/**
 * The owner cancels a PENDING order. Another agent's order is "not_found" (it is not theirs to know about). The
 * row lock orders this against a payment notification arriving at the same moment: whichever comes first wins,
 * the other sees the final state.
 */
export function cancelOwnOrder(db: AppDb, userId: number, uuid: string): Promise<CancelOutcome> {
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    const order = await lockOwnOrder(tx, uuid, userId);
    if (!order) return { ok: false, reason: "not_found" };
    if (!canCancelOrder(order.status)) {
      return { ok: false, reason: "not_pending", status: order.status as Exclude<OrderStatus, "PENDING"> };
    }
    await markOrderCancelled(tx, order.id);
    // The VA or payment code must not look payable any more; money that still arrives is logged for a refund.
    await expirePendingPayments(tx, order.id);
    return { ok: true };
  });
}
