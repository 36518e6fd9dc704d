import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { statusesForFilter, type OrderStatusFilter } from "@griya/domain/order-status";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { loadTiers } from "../../memberships/membership-state.js";
import { readCommerceSettings } from "./commerce-settings.js";
import { findOrders } from "./order-repository.js";
import { presentOrder } from "./present-order.js";

/** A LIKE pattern that matches `q` literally (its % and _ are not wildcards). */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/orders?q&status_filter&page: the caller's orders, newest first; on_going = PENDING, completed = PAID;
 * `q` matches the order number or a product name.
 */
export const listOrders: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const query = request.query as { q?: string; status_filter?: OrderStatusFilter; page?: number };
  const statuses = statusesForFilter(query.status_filter);
  const q = query.q?.trim();
  const where = sql.join([
    sql`o.user_id = ${userId}`,
    ...(statuses ? [sql`o.status IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`] : []),
    ...(q
      ? [sql`(lower(o.order_number) LIKE ${containsPattern(q)} OR EXISTS (SELECT 1 FROM order_lines ol
          WHERE ol.order_id = o.id AND lower(ol.product_name) LIKE ${containsPattern(q)}))`]
      : []),
  ], sql` AND `);
  const settings = await readCommerceSettings(db);
  const perPage = settings.orders_per_page;
  const page = query.page ?? 1;
  const [count, orders, tiers] = await Promise.all([
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
    findOrders(db, where, { limit: perPage, offset: (page - 1) * perPage }),
    loadTiers(db),
  ]);
  const total = count[0]!.n;
  return {
    data: orders.map((o) => presentOrder(o, tiers)),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
