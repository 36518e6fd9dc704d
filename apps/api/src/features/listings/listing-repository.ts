import { and, eq, sql } from "drizzle-orm";
import type { ListingStatus } from "@griya/domain/listing-rules";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { coinPrices, listings, users } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export type CoinActivity = "ACTIVATE_LISTING" | "REPOST_LISTING" | "FEATURED_AGENT" | "RECOMMENDED_LISTING";

/** Coins an action costs, from the editable coin_prices table (docs/product/coins.md#what-coins-buy). */
export async function coinPrice(db: AppDb, activity: CoinActivity): Promise<number> {
  const [row] = await db.select({ coins: coinPrices.coins }).from(coinPrices).where(eq(coinPrices.activity, activity));
  if (!row) throw new Error(`coin_prices has no ${activity}`);
  return row.coins;
}

export type ListingAvailability = { currentAmount: number; quota: number };

/**
 * docs/product/memberships.md#listing-quota: quota = the current tier's slots + unexpired slot purchases (0 without a
 * membership in force); current_amount = the agent's ACTIVE listings.
 */
export async function listingAvailability(db: AppDb, userId: number): Promise<ListingAvailability> {
  const [row] = await rowsOf(
    db,
    v.object({ current_amount: v.number(), tier_slots: v.number(), purchased_slots: v.number() }),
    sql`
    SELECT
      (SELECT count(*) FROM listings WHERE user_id = ${userId} AND status = 'ACTIVE')::int AS current_amount,
      coalesce((SELECT t.listing_slots FROM memberships m JOIN membership_tiers t ON t.code = m.tier
        WHERE m.user_id = ${userId} AND m.started_at <= ${sqlNow()} AND m.expires_at > ${sqlNow()}
        ORDER BY m.expires_at DESC LIMIT 1), 0)::int AS tier_slots,
      coalesce((SELECT sum(quantity) FROM listing_slot_purchases
        WHERE user_id = ${userId} AND starts_at <= ${sqlNow()} AND expires_at > ${sqlNow()}), 0)::int AS purchased_slots`,
  );
  return { currentAmount: row!.current_amount, quota: row!.tier_slots + row!.purchased_slots };
}

/** Locks the agent's user row: every slot-counting action of one agent runs one at a time. */
export async function lockAgent(tx: AppDb, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export type OwnListingRow = {
  id: number;
  uuid: string;
  listingNumber: string;
  status: ListingStatus;
  titleSuffix: string | null;
  propertyTypeName: string | null;
  expiresAt: Date | null;
};

/** The agent's listing by uuid (a valid uuid), locked for the rest of the transaction when `lock`. */
export async function findOwnListingRow(
  db: AppDb,
  userId: number,
  uuid: string,
  lock: boolean,
): Promise<OwnListingRow | undefined> {
  const query = db
    .select({
      id: listings.id,
      uuid: listings.uuid,
      listingNumber: listings.listingNumber,
      status: sql<ListingStatus>`${listings.status}`,
      titleSuffix: listings.titleSuffix,
      propertyTypeName: sql<string | null>`(SELECT name FROM property_types WHERE id = ${listings.propertyTypeId})`,
      expiresAt: listings.expiresAt,
    })
    .from(listings)
    .where(and(eq(listings.uuid, uuid), eq(listings.userId, userId)));
  const [row] = lock ? await query.for("update", { of: listings }) : await query;
  return row;
}

/** Puts the listing live from `now`: a fresh posting date and expiry, no longer deactivated. */
export async function markListingActive(db: AppDb, listingId: number, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(listings)
    .set({ status: "ACTIVE", activatedAt: now, postedAt: now, expiresAt, deactivatedAt: null, updatedAt: now })
    .where(eq(listings.id, listingId));
}

/** A repost: posted again at `now`, expiring afresh. */
export async function markListingReposted(db: AppDb, listingId: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(listings).set({ postedAt: now, expiresAt, updatedAt: now }).where(eq(listings.id, listingId));
}

/** Moves the listing to Lampau, stamped with the database's clock. */
export async function markListingInactive(db: AppDb, listingId: number): Promise<void> {
  await db
    .update(listings)
    .set({ status: "INACTIVE", deactivatedAt: sqlNow(), updatedAt: sqlNow() })
    .where(eq(listings.id, listingId));
}

/** Permanent; photos, facilities and schedules go with it (ON DELETE CASCADE). */
export async function deleteOwnListingRow(db: AppDb, userId: number, listingId: number): Promise<void> {
  await db.delete(listings).where(and(eq(listings.id, listingId), eq(listings.userId, userId)));
}

export type ListingActionRow = {
  uuid: string;
  status: ListingStatus;
  listingNumber: string;
  activatedAt: Date | null;
  postedAt: Date | null;
  expiresAt: Date | null;
};

/** What an action answers about the listing, read back after it. */
export async function readListingAction(db: AppDb, listingId: number): Promise<ListingActionRow> {
  const [row] = await db
    .select({
      uuid: listings.uuid,
      status: sql<ListingStatus>`${listings.status}`,
      listingNumber: listings.listingNumber,
      activatedAt: listings.activatedAt,
      postedAt: listings.postedAt,
      expiresAt: listings.expiresAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row!;
}

// Every column the agent filled in; status, dates, counters and identity start afresh on the copy.
const COPIED = sql.raw(`type, ownership, owner_name, company_name, property_type_id, title_suffix, description, price,
  rent_period_id, bedroom, bathroom, building_size, land_size, total_floor, floor, electrical_power, hoek,
  furnishing_status_id, certificate_id, address, block_number, unit_number, province_id, city_id, area_id, lat, lng,
  is_map_pinned, videos, tour_360_url`);

/**
 * A DRAFT copy of the listing with its photos and facilities under a new uuid and listing number (the listing
 * form's format). The copy shares the uploaded photo files with the original.
 */
export async function insertListingCopy(tx: AppDb, sourceId: number): Promise<{ id: number; uuid: string }> {
  const [copy] = await rowsOf(
    tx,
    v.object({ id: v.number(), uuid: v.string() }),
    sql`
    INSERT INTO listings (listing_number, user_id, status, ${COPIED})
    SELECT next_listing_number(), user_id, 'DRAFT', ${COPIED}
    FROM listings WHERE id = ${sourceId}
    RETURNING id, uuid::text AS uuid`,
  );
  await tx.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
    SELECT ${copy!.id}, photo_uuid, position, is_primary FROM listing_photos WHERE listing_id = ${sourceId}`);
  await tx.execute(sql`INSERT INTO listing_facilities (listing_id, facility_id, amount)
    SELECT ${copy!.id}, facility_id, amount FROM listing_facilities WHERE listing_id = ${sourceId}`);
  return copy!;
}
