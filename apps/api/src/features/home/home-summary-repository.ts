import { sql } from "drizzle-orm";
import type { RefusalReason } from "@griya/domain/error-codes";
import { LISTING_STATUSES } from "@griya/domain/listing-rules";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** Why a scheduled repost failed: the refusal it met, or the listing no longer active. */
const FAILURE_REASONS = [
  "insufficient_coins",
  "membership_inactive",
  "slot_full",
  "listing_not_active",
] as const satisfies readonly (RefusalReason | "listing_not_active")[];

const HomeListingRow = v.object({
  uuid: v.string(),
  listing_number: v.string(),
  title_suffix: v.nullable(v.string()),
  property_type: v.nullable(v.string()),
});
export type HomeListingRow = v.InferOutput<typeof HomeListingRow>;

/**
 * The agent's ACTIVE listings whose 120 days end within `days`, soonest first, at most `limit`, and how many there
 * are (listings_user_status_expires_idx: user, status, expires_at).
 */
export async function expiringListingRows(db: AppDb, userId: number, days: number, limit: number) {
  const window = sql`l.user_id = ${userId} AND l.status = 'ACTIVE'
    AND l.expires_at > ${sqlNow()} AND l.expires_at <= ${sqlNow()} + make_interval(days => ${days}::int)`;
  const [counted] = await rowsOf(
    db,
    v.object({ total: v.number() }),
    sql`SELECT count(*)::int AS total FROM listings l WHERE ${window}`,
  );
  const total = counted?.total ?? 0;
  const rows =
    total === 0
      ? []
      : await rowsOf(
          db,
          v.object({ ...HomeListingRow.entries, expires_at: v.string() }),
          sql`
    SELECT l.uuid::text AS uuid, l.listing_number, l.title_suffix, pt.name AS property_type, l.expires_at
    FROM listings l LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE ${window} ORDER BY l.expires_at, l.id LIMIT ${limit}`,
        );
  return { total, rows };
}

/**
 * Scheduled repost slots of the agent's listings that failed within `days`, newest first, at most `limit`, and
 * how many there are: the listing's schedules by listing (the schedules' unique key starts with listing_id),
 * their runs by schedule and slot time.
 */
export async function failedRepostRows(db: AppDb, userId: number, days: number, limit: number) {
  const failed = sql`l.user_id = ${userId} AND r.outcome = 'FAILED'
    AND r.slot_at > ${sqlNow()} - make_interval(days => ${days}::int)`;
  const from = sql`repost_schedule_runs r JOIN repost_schedules s ON s.id = r.schedule_id JOIN listings l ON l.id = s.listing_id`;
  const [counted] = await rowsOf(
    db,
    v.object({ total: v.number() }),
    sql`SELECT count(*)::int AS total FROM ${from} WHERE ${failed}`,
  );
  const total = counted?.total ?? 0;
  const rows =
    total === 0
      ? []
      : await rowsOf(
          db,
          v.object({
            ...HomeListingRow.entries,
            status: v.picklist(LISTING_STATUSES),
            slot_at: v.string(),
            failure_reason: v.picklist(FAILURE_REASONS),
          }),
          sql`
    SELECT l.uuid::text AS uuid, l.listing_number, l.title_suffix, pt.name AS property_type, l.status, r.slot_at,
      r.failure_reason
    FROM ${from} LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE ${failed} ORDER BY r.slot_at DESC, r.id DESC LIMIT ${limit}`,
        );
  return { total, rows };
}

/** The agent's unread notifications (the badge of /notifikasi). */
export async function unreadNotificationCount(db: AppDb, userId: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    v.object({ count: v.number() }),
    sql`
    SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`,
  );
  return row?.count ?? 0;
}

/** The agent's leads neither read nor archived (enquiries_unread_idx), as the inbox badge counts them. */
export async function unreadLeadCount(db: AppDb, userId: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    v.object({ count: v.number() }),
    sql`
    SELECT count(*)::int AS count FROM enquiries WHERE agent_user_id = ${userId} AND read_at IS NULL AND archived_at IS NULL`,
  );
  return row?.count ?? 0;
}
