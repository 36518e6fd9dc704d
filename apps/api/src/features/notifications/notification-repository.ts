import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

export type NotificationRow = {
  uuid: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown> | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

export type NewNotification = {
  userId: number;
  /** What happened, e.g. SCHEDULED_REPOST_FAILED; the portal may pick an icon or a link by it. */
  type: string;
  title: string;
  body: string;
  data?: Record<string, unknown>;
};

const COLUMNS = sql`uuid::text AS uuid, type, title, body, data, read_at, created_at`;

/** Inside the caller's transaction, so a notification exists exactly when what it reports happened. */
export async function insertNotification(db: AppDb, n: NewNotification): Promise<void> {
  await db.execute(sql`INSERT INTO notifications (user_id, type, title, body, data)
    VALUES (${n.userId}, ${n.type}, ${n.title}, ${n.body}, ${n.data === undefined ? null : JSON.stringify(n.data)}::jsonb)`);
}

/** One page of the user's notifications, newest first, and how many there are in all. */
export async function listNotifications(db: AppDb, userId: number, limit: number, offset: number) {
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}`,
  );
  const rows = await rowsOf<NotificationRow>(
    db,
    sql`
    SELECT ${COLUMNS} FROM notifications WHERE user_id = ${userId}
    ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return { rows, total: count!.n };
}

/** Marks the user's notification read (the first read time is kept); undefined when it is not theirs. */
export async function markNotificationRead(
  db: AppDb,
  userId: number,
  uuid: string,
): Promise<NotificationRow | undefined> {
  const [row] = await rowsOf<NotificationRow>(
    db,
    sql`
    UPDATE notifications SET read_at = coalesce(read_at, now())
    WHERE uuid = ${uuid}::uuid AND user_id = ${userId}
    RETURNING ${COLUMNS}`,
  );
  return row;
}
