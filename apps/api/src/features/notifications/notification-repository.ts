import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { notifications } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export type NotificationRow = {
  uuid: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown> | null;
  readAt: Date | null;
  createdAt: Date;
};

export type NewNotification = {
  userId: number;
  /** What happened, e.g. SCHEDULED_REPOST_FAILED; the portal may pick an icon or a link by it. */
  type: string;
  title: string;
  body: string;
  data?: Record<string, unknown>;
};

const COLUMNS = {
  uuid: notifications.uuid,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  data: sql<Record<string, unknown> | null>`${notifications.data}`,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** Inside the caller's transaction, so a notification exists exactly when what it reports happened. */
export async function insertNotification(db: AppDb, n: NewNotification): Promise<void> {
  await db
    .insert(notifications)
    .values({ userId: n.userId, type: n.type, title: n.title, body: n.body, data: n.data ?? null });
}

/** One page of the user's notifications, newest first, and how many there are in all. */
export async function listNotifications(db: AppDb, userId: number, limit: number, offset: number) {
  const mine = eq(notifications.userId, userId);
  const [total] = await db.select({ n: count() }).from(notifications).where(mine);
  const rows: NotificationRow[] = await db
    .select(COLUMNS)
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: total!.n };
}

/** Marks the user's notification read (the first read time is kept); undefined when it is not theirs. */
export async function markNotificationRead(
  db: AppDb,
  userId: number,
  uuid: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${sqlNow()})` })
    .where(and(eq(notifications.uuid, uuid), eq(notifications.userId, userId)))
    .returning(COLUMNS);
  return row;
}
