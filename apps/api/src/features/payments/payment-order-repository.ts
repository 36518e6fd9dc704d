import { and, eq } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { orders, users } from "../../platform/db/schema.js";

export async function findOrderTotal(db: AppDb, uuid: string): Promise<{ id: number; total: number } | undefined> {
  const rows = await db.select({ id: orders.id, total: orders.total }).from(orders).where(eq(orders.uuid, uuid));
  return rows[0];
}

export type OrderForCard = {
  id: number;
  uuid: string;
  orderNumber: string;
  status: string;
  total: number;
  paymentMethod: string | null;
  payBefore: Date;
  name: string;
  email: string;
  phoneNumber: string | null;
};

/** The caller's order with its buyer, the order row locked FOR UPDATE while its card is charged. */
export async function lockOwnOrderForCard(tx: AppDb, uuid: string, userId: number): Promise<OrderForCard | undefined> {
  const rows = await tx
    .select({
      id: orders.id,
      uuid: orders.uuid,
      orderNumber: orders.orderNumber,
      status: orders.status,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      payBefore: orders.payBefore,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.uuid, uuid), eq(orders.userId, userId)))
    .for("update", { of: orders });
  return rows[0];
}
