import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { statusesForFilter } from "@griya/domain/order-status";
import { authOf } from "../../kernels/auth/authenticate.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
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
  const paging = pagingOf(query.page, settings.orders_per_page);
  const [total, orders, tiers] = await Promise.all([
    countOrders(db, where),
    findOrders(db, where, paging),
    loadTiers(db),
  ]);
  return {
    data: orders.map((o) => presentOrder(o, tiers)),
    meta: pageMeta(paging, total),
  };
};
