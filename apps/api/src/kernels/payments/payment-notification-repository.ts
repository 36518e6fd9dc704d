import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { bigintColumn, rowsOf } from "../../platform/db/rows-of.js";
import { orders, paymentNotifications } from "../../platform/db/schema.js";
import type { PaymentNotification } from "./payment-notification.js";

/**
 * Records a correctly signed notification once (a badly signed one is never stored): false when the same one
 * (gateway and key) was recorded before.
 */
export async function recordNotificationOnce(
  tx: AppDb,
  r: { gateway: string; key: string; orderId: number | null; notification: PaymentNotification; outcome: string },
): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    v.object({ id: bigintColumn }),
    sql`
    INSERT INTO payment_notifications (gateway, notification_key, order_id, payload, signature_valid, outcome)
    VALUES (${r.gateway}, ${r.key}, ${r.orderId}, ${JSON.stringify(r.notification)}::jsonb, true, ${r.outcome})
    ON CONFLICT (gateway, notification_key) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/** What an earlier copy of this notification came to. */
export async function findNotificationOutcome(tx: AppDb, gateway: string, key: string): Promise<string | undefined> {
  const rows = await tx
    .select({ outcome: paymentNotifications.outcome })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.gateway, gateway), eq(paymentNotifications.notificationKey, key)));
  return rows[0]?.outcome;
}

export async function setNotificationOutcome(tx: AppDb, gateway: string, key: string, outcome: string): Promise<void> {
  await tx
    .update(paymentNotifications)
    .set({ outcome })
    .where(and(eq(paymentNotifications.gateway, gateway), eq(paymentNotifications.notificationKey, key)));
}

/** The order's total, its row locked FOR UPDATE (the lock order of fulfilment and the expiry job: order first). */
export async function lockOrderTotal(tx: AppDb, orderId: number): Promise<{ id: number; total: number } | undefined> {
  const rows = await tx
    .select({ id: orders.id, total: orders.total })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return rows[0];
}
