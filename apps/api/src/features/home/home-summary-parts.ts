import { composeListingTitle } from "@griya/domain/listing-display";
import type { AppDb } from "../../platform/db/client.js";
import type { RepliesOf } from "../../platform/openapi/operation-handler.js";
import { expiringListingRows, failedRepostRows } from "./home-summary-repository.js";

/** How far ahead the home warns of listings moving to Lampau, and how far back it shows failed scheduled reposts. */
const EXPIRING_WITHIN_DAYS = 14;
const FAILED_REPOSTS_WITHIN_DAYS = 7;
/** The home counts the agent page's WhatsApp reveals over the last month (ADR 0060). */
export const AGENT_PAGE_REVEALS_WITHIN_DAYS = 30;
/** Each list on the home shows a few items; the rest are a link away. */
export const HOME_ITEMS = 5;

type HomeSummary = RepliesOf<"getHomeSummary">[200]["data"];

const iso = (d: Date | string) => new Date(d).toISOString();

/** The agent's ACTIVE listings moving to Lampau within the window, soonest first, and how many there are. */
export async function expiringListings(
  db: AppDb,
  userId: number,
): Promise<NonNullable<HomeSummary["expiring_listings"]>> {
  const { total, rows } = await expiringListingRows(db, userId, EXPIRING_WITHIN_DAYS, HOME_ITEMS);
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

/** Scheduled repost slots of the agent's listings that failed within the window, newest first. */
export async function failedReposts(db: AppDb, userId: number): Promise<NonNullable<HomeSummary["failed_reposts"]>> {
  const { total, rows } = await failedRepostRows(db, userId, FAILED_REPOSTS_WITHIN_DAYS, HOME_ITEMS);
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
