import type { AppDb } from "../../platform/db/client.js";
import { loadTiers } from "../../kernels/memberships/membership-repository.js";
import { findOrderByUuid, presentOrder, type OrderView } from "../orders/index.js";

/**
 * An order as the contract's Order (the same presenter as the order list and createOrder), found by uuid;
 * only the owner's when userId is given. Undefined when there is none.
 */
export async function loadOrderView(db: AppDb, uuid: string, userId?: number): Promise<OrderView | undefined> {
  const order = await findOrderByUuid(db, uuid, userId);
  if (!order) return undefined;
  return presentOrder(order, await loadTiers(db));
}
