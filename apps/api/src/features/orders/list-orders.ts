import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { statusesForFilter } from "@griya/domain/order-status";
import { authOf } from "../../kernels/auth/authenticate.js";
import { loadTiers } from "../../kernels/memberships/membership-repository.js";
import { readCommerceSettings } from "../../kernels/settings/commerce-settings.js";
import { countOrders, findOrders, orderListFilter } from "./order-repository.js";
import { presentOrder } from "./present-order.js";

/**
 * GET /api/orders?q&status_filter&page: the caller's orders, newest first; on_going = PENDING, completed = PAID;
 * `q` matches the order number or a product name.
 */
export const listOrders: OperationHandler<"listOrders"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const query = request.query;
  const where = orderListFilter(userId, statusesForFilter(query.status_filter), query.q?.trim());
  const settings = await readCommerceSettings(db);
  const perPage = settings.orders_per_page;
  const page = query.page ?? 1;
  const [total, orders, tiers] = await Promise.all([
    countOrders(db, where),
    findOrders(db, where, { limit: perPage, offset: (page - 1) * perPage }),
    loadTiers(db),
  ]);
  return {
    data: orders.map((o) => presentOrder(o, tiers)),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
