import { composeListingTitle } from "@griya/domain/listing-display";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/** How far ahead the home warns of listings moving to Lampau, and how far back it shows failed scheduled reposts. */
export const EXPIRING_WITHIN_DAYS = 14;
export const FAILED_REPOSTS_WITHIN_DAYS = 7;
/** Each list on the home shows a few items; the rest are a link away. */
export const HOME_ITEMS = 5;

const iso = (d: Date | string) => new Date(d).toISOString();

type ListingRow = {
  uuid: string;
  listing_number: string;
  title_suffix: string | null;
  property_type: string | null;
};

/**
 * The agent's ACTIVE listings whose 120 days end within the window, soonest first, and how many there are
 * (listings_user_status_expires_idx: user, status, expires_at).
 */
export async function expiringListings(db: AppDb, userId: number) {
  const window = sql`l.user_id = ${userId} AND l.status = 'ACTIVE'
    AND l.expires_at > now() AND l.expires_at <= now() + make_interval(days => ${EXPIRING_WITHIN_DAYS}::int)`;
  const [counted] = await rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM listings l WHERE ${window}`);
  const total = counted?.total ?? 0;
  const rows = total === 0 ? [] : await rowsOf<ListingRow & { expires_at: Date | string }>(db, sql`
    SELECT l.uuid::text AS uuid, l.listing_number, l.title_suffix, pt.name AS property_type, l.expires_at
    FROM listings l LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE ${window} ORDER BY l.expires_at, l.id LIMIT ${HOME_ITEMS}`);
  return {
    window_days: EXPIRING_WITHIN_DAYS,
    total,
    items: rows.map((r) => ({
      uuid: r.uuid,
      title: composeListingTitle(r.property_type, r.title_suffix),
      listing_number: r.listing_number,
      expires_at: iso(r.expires_at),
    })),
  };
}

/**
 * Scheduled repost slots of the agent's listings that failed within the window, newest first: the listing's
 * schedules by listing (the schedules' unique key starts with listing_id), their runs by schedule and slot time.
 */
export async function failedReposts(db: AppDb, userId: number) {
  const failed = sql`l.user_id = ${userId} AND r.outcome = 'FAILED'
    AND r.slot_at > now() - make_interval(days => ${FAILED_REPOSTS_WITHIN_DAYS}::int)`;
  const from = sql`repost_schedule_runs r JOIN repost_schedules s ON s.id = r.schedule_id JOIN listings l ON l.id = s.listing_id`;
  const [counted] = await rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${from} WHERE ${failed}`);
  const total = counted?.total ?? 0;
  const rows = total === 0 ? [] : await rowsOf<ListingRow & { status: string; slot_at: Date | string; failure_reason: string }>(db, sql`
    SELECT l.uuid::text AS uuid, l.listing_number, l.title_suffix, pt.name AS property_type, l.status, r.slot_at,
      r.failure_reason
    FROM ${from} LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE ${failed} ORDER BY r.slot_at DESC, r.id DESC LIMIT ${HOME_ITEMS}`);
  return {
    window_days: FAILED_REPOSTS_WITHIN_DAYS,
    total,
    items: rows.map((r) => ({
      listing: {
        uuid: r.uuid,
        title: composeListingTitle(r.property_type, r.title_suffix),
        listing_number: r.listing_number,
        status: r.status,
      },
      slot_at: iso(r.slot_at),
      failure_reason: r.failure_reason,
    })),
  };
}

/** The agent's unread notifications (the badge of /notifikasi). */
export async function unreadNotificationCount(db: AppDb, userId: number): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`
    SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`);
  return row?.count ?? 0;
}

/** The agent's leads neither read nor archived (enquiries_unread_idx), as the inbox badge counts them. */
export async function unreadLeadCount(db: AppDb, userId: number): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`
    SELECT count(*)::int AS count FROM enquiries WHERE agent_user_id = ${userId} AND read_at IS NULL AND archived_at IS NULL`);
  return row?.count ?? 0;
}
