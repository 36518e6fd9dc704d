import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { recommendedBoosts } from "../../platform/db/schema.js";

export const BoostableListingRow = v.object({
  id: v.number(),
  uuid: v.string(),
  user_id: v.number(),
  listing_number: v.string(),
  status: v.string(),
  type: v.picklist(["S", "R"]),
  title_suffix: v.nullable(v.string()),
  area_id: v.nullable(v.string()),
  area_name: v.nullable(v.string()),
  city_id: v.nullable(v.string()),
  city_name: v.nullable(v.string()),
  province_id: v.nullable(v.string()),
  province_name: v.nullable(v.string()),
  property_type_id: v.nullable(v.number()),
  property_type_name: v.nullable(v.string()),
});
export type BoostableListingRow = v.InferOutput<typeof BoostableListingRow>;

/** The agent's own listing (a valid uuid) with its location and types, locked with `lock`. */
export async function findBoostableListingRow(
  db: AppDb,
  userId: number,
  uuid: string,
  lock: boolean,
): Promise<BoostableListingRow | undefined> {
  const [row] = await rowsOf(
    db,
    BoostableListingRow,
    sql`
    SELECT l.id, l.uuid::text AS uuid, l.user_id, l.listing_number, l.status, l.type, l.title_suffix,
      l.area_id, d.name AS area_name, c.id AS city_id, c.name AS city_name, p.id AS province_id, p.name AS province_name,
      l.property_type_id, pt.name AS property_type_name
    FROM listings l
    LEFT JOIN districts d ON d.id = l.area_id
    LEFT JOIN cities c ON c.id = d.city_id
    LEFT JOIN provinces p ON p.id = c.province_id
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE l.uuid = ${uuid}::uuid AND l.user_id = ${userId}
    ${lock ? sql`FOR UPDATE OF l` : sql``}`,
  );
  return row;
}

/** Which slot a listing's boost takes: its area, property type and listing type. */
export type SlotKey = { areaId: string | null; propertyTypeId: number | null; listingType: string };

/** For each week: places sold in the slot, and whether the listing is already boosted that week. */
export function weekPlaces(
  db: AppDb,
  listingId: number,
  slot: SlotKey,
  weeks: readonly string[],
): Promise<{ start_date: string; sold: number; mine: boolean }[]> {
  return rowsOf(
    db,
    v.object({ start_date: v.string(), sold: v.number(), mine: v.boolean() }),
    sql`
    SELECT to_char(w.start_date, 'YYYY-MM-DD') AS start_date, coalesce(s.sold, 0) AS sold,
      EXISTS (SELECT 1 FROM recommended_boosts b WHERE b.listing_id = ${listingId} AND b.start_date = w.start_date) AS mine
    FROM unnest(${`{${weeks.join(",")}}`}::date[]) AS w (start_date)
    LEFT JOIN recommended_slots s ON s.area_id = ${slot.areaId} AND s.property_type_id = ${slot.propertyTypeId}
      AND s.listing_type = ${slot.listingType} AND s.start_date = w.start_date`,
  );
}

/** How many of these weeks the listing is already boosted. */
export async function countListingBoosts(tx: AppDb, listingId: number, weeks: readonly string[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recommendedBoosts)
    .where(and(eq(recommendedBoosts.listingId, listingId), inArray(recommendedBoosts.startDate, [...weeks])));
  return row!.n;
}

/**
 * Takes one place of the slot's week from its counter, under that row's lock; false when the week is full (the
 * counter stays at capacity).
 */
export async function takeSlotPlace(tx: AppDb, slot: SlotKey, week: string, capacity: number): Promise<boolean> {
  const [place] = await rowsOf(
    tx,
    v.object({ sold: v.number() }),
    sql`
    INSERT INTO recommended_slots AS s (area_id, property_type_id, listing_type, start_date, sold)
    VALUES (${slot.areaId}, ${slot.propertyTypeId}, ${slot.listingType}, ${week}::date, 1)
    ON CONFLICT (area_id, property_type_id, listing_type, start_date)
      DO UPDATE SET sold = s.sold + 1 WHERE s.sold < ${capacity}
    RETURNING s.sold`,
  );
  return place !== undefined;
}

export const BoostRow = v.object({
  uuid: v.string(),
  listing_uuid: v.string(),
  title_suffix: v.nullable(v.string()),
  property_type_name: v.nullable(v.string()),
  area_name: v.nullable(v.string()),
  start_date: v.string(),
});
export type BoostRow = v.InferOutput<typeof BoostRow>;

/** The columns of a BoostRow, for `b` (recommended_boosts) joined to its listing `l`. */
const boostColumns: SQL = sql`b.uuid::text AS uuid, l.uuid::text AS listing_uuid, l.title_suffix,
  (SELECT name FROM property_types WHERE id = l.property_type_id) AS property_type_name,
  (SELECT name FROM districts WHERE id = b.area_id) AS area_name, to_char(b.start_date, 'YYYY-MM-DD') AS start_date`;

export type NewBoost = SlotKey & { userId: number; listingId: number; week: string; coinUsageId: number };

/** A boost of the listing for the week, paid by one coin usage. */
export async function insertBoost(tx: AppDb, boost: NewBoost): Promise<BoostRow> {
  const [row] = await rowsOf(
    tx,
    BoostRow,
    sql`
    WITH b AS (
      INSERT INTO recommended_boosts (user_id, listing_id, area_id, property_type_id, listing_type, start_date, coin_usage_id)
      VALUES (${boost.userId}, ${boost.listingId}, ${boost.areaId}, ${boost.propertyTypeId}, ${boost.listingType},
        ${boost.week}::date, ${boost.coinUsageId})
      RETURNING *)
    SELECT ${boostColumns} FROM b JOIN listings l ON l.id = b.listing_id`,
  );
  return row!;
}

export type OwnBoost = {
  id: number;
  userId: number;
  areaId: string;
  propertyTypeId: number;
  listingType: string;
  startDate: string;
};

/** The agent's boost by uuid (a valid uuid), locked for the rest of the transaction. */
export async function lockOwnBoost(tx: AppDb, userId: number, uuid: string): Promise<OwnBoost | undefined> {
  const [boost] = await tx
    .select({
      id: recommendedBoosts.id,
      userId: recommendedBoosts.userId,
      areaId: recommendedBoosts.areaId,
      propertyTypeId: recommendedBoosts.propertyTypeId,
      listingType: recommendedBoosts.listingType,
      startDate: recommendedBoosts.startDate,
    })
    .from(recommendedBoosts)
    .where(and(eq(recommendedBoosts.uuid, uuid), eq(recommendedBoosts.userId, userId)))
    .for("update");
  return boost;
}

/** The boost of the listing in the week starting `startDate`, if any. */
export async function findListingBoostOfWeek(
  tx: AppDb,
  listingId: number,
  startDate: string,
): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: recommendedBoosts.id })
    .from(recommendedBoosts)
    .where(and(eq(recommendedBoosts.listingId, listingId), eq(recommendedBoosts.startDate, startDate)));
  return row;
}

/** Moves the boost to another listing; its slot and week stay. */
export async function moveBoostRow(tx: AppDb, boostId: number, listingId: number): Promise<BoostRow> {
  const [row] = await rowsOf(
    tx,
    BoostRow,
    sql`
    WITH b AS (UPDATE recommended_boosts SET listing_id = ${listingId} WHERE id = ${boostId} RETURNING *)
    SELECT ${boostColumns} FROM b JOIN listings l ON l.id = b.listing_id`,
  );
  return row!;
}

/** A page of the agent's boosts, newest week first, and how many there are (one round trip). */
export async function findOwnBoosts(
  db: AppDb,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: BoostRow[] }> {
  const rows = await rowsOf(
    db,
    v.union([
      v.object({ ...BoostRow.entries, total: v.number() }),
      // No boost on the page: the total beside one row of nulls.
      v.object({ uuid: v.null(), total: v.number() }),
    ]),
    sql`
    SELECT c.total, p.* FROM (SELECT count(*)::int AS total FROM recommended_boosts WHERE user_id = ${userId}) c
    LEFT JOIN (
      SELECT ${boostColumns}, b.id AS boost_id
      FROM (SELECT id FROM recommended_boosts WHERE user_id = ${userId}
        ORDER BY start_date DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}) hit
      JOIN recommended_boosts b ON b.id = hit.id
      JOIN listings l ON l.id = b.listing_id
    ) p ON true
    ORDER BY p.start_date DESC, p.boost_id DESC`,
  );
  return { total: rows[0]!.total, rows: rows.filter((r): r is BoostRow & { total: number } => r.uuid !== null) };
}
