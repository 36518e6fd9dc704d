import { sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { bigintColumn, rowsOf } from "../../platform/db/rows-of.js";

export type PlaceType = "province" | "city" | "area";
const PlaceTypeSchema = v.picklist(["province", "city", "area"]);

const TrailRow = v.object({
  type: PlaceTypeSchema,
  id: v.string(),
  province_id: v.string(),
  province_name: v.string(),
  province_slug: v.string(),
  city_id: v.nullable(v.string()),
  city_name: v.nullable(v.string()),
  city_slug: v.nullable(v.string()),
  area_id: v.nullable(v.string()),
  area_name: v.nullable(v.string()),
  area_slug: v.nullable(v.string()),
});
export type TrailRow = v.InferOutput<typeof TrailRow>;

/**
 * A place by a slug it has or had (place_slugs), or by its id, with its province, city and district and their
 * current slugs: the landing page's breadcrumb. Undefined for a slug or id nobody has.
 */
export async function placeTrail(
  db: AppDb,
  by: { slug: string } | { type: PlaceType; id: string },
): Promise<TrailRow | undefined> {
  const hit: SQL =
    "slug" in by
      ? sql`SELECT place_type, place_id FROM place_slugs WHERE slug = ${by.slug}`
      : sql`SELECT place_type, place_id FROM place_slugs WHERE place_type = ${by.type} AND place_id = ${by.id} AND is_current`;
  const slugOf = (alias: string, type: PlaceType, id: string) =>
    sql.raw(
      `LEFT JOIN place_slugs ${alias} ON ${alias}.place_type = '${type}' AND ${alias}.place_id = ${id} AND ${alias}.is_current`,
    );
  const [row] = await rowsOf(
    db,
    TrailRow,
    sql`
    SELECT h.place_type AS type, h.place_id AS id,
      p.id AS province_id, p.name AS province_name, ps.slug AS province_slug,
      c.id AS city_id, c.name AS city_name, cs.slug AS city_slug,
      d.id AS area_id, d.name AS area_name, ds.slug AS area_slug
    FROM (${hit}) h
    LEFT JOIN districts d ON h.place_type = 'area' AND d.id = h.place_id
    LEFT JOIN cities c ON c.id = CASE h.place_type WHEN 'city' THEN h.place_id WHEN 'area' THEN d.city_id END
    JOIN provinces p ON p.id = CASE h.place_type WHEN 'province' THEN h.place_id ELSE c.province_id END
    ${slugOf("ps", "province", "p.id")}
    ${slugOf("cs", "city", "c.id")}
    ${slugOf("ds", "area", "d.id")}
    WHERE ps.slug IS NOT NULL`,
  );
  return row;
}

const StatsRow = v.object({
  listing_count: v.number(),
  price_p05: v.nullable(bigintColumn),
  price_median: v.nullable(bigintColumn),
  price_p95: v.nullable(bigintColumn),
  per_m2_p05: v.nullable(bigintColumn),
  per_m2_median: v.nullable(bigintColumn),
  per_m2_p95: v.nullable(bigintColumn),
  refreshed_at: v.string(),
});
export type StatsRow = v.InferOutput<typeof StatsRow>;

export type MarketKey = { placeType: PlaceType; placeId: string; listingType: "S" | "R"; propertyTypeId: number };

/** The counted numbers of one place, deal and type (0: every type); undefined when it has no public listing. */
export async function marketStats(db: AppDb, key: MarketKey): Promise<StatsRow | undefined> {
  const [row] = await rowsOf(
    db,
    StatsRow,
    sql`
    SELECT listing_count, price_p05, price_median, price_p95, per_m2_p05, per_m2_median, per_m2_p95,
      refreshed_at::text AS refreshed_at
    FROM place_market_stats
    WHERE place_type = ${key.placeType} AND place_id = ${key.placeId} AND listing_type = ${key.listingType}
      AND property_type_id = ${key.propertyTypeId}`,
  );
  return row;
}

const NearbyRow = v.object({
  type: PlaceTypeSchema,
  id: v.string(),
  name: v.string(),
  city_name: v.nullable(v.string()),
  slug: v.string(),
  listing_count: v.number(),
});
export type NearbyRow = v.InferOutput<typeof NearbyRow>;

/**
 * The places of one level in `parentId` (a province's cities, a city's districts) with the most listings of the deal
 * and type, most first; `except` leaves the page's own place out. Read on place_market_stats_parent_idx.
 */
export function placesWithin(
  db: AppDb,
  parentId: string,
  level: PlaceType,
  market: Omit<MarketKey, "placeType" | "placeId">,
  limit: number,
  except: string | null,
): Promise<NearbyRow[]> {
  return rowsOf(
    db,
    NearbyRow,
    sql`
    SELECT s.place_type AS type, s.place_id AS id, coalesce(d.name, c.name, p.name) AS name, dc.name AS city_name,
      ps.slug, s.listing_count
    FROM place_market_stats s
    JOIN place_slugs ps ON ps.place_type = s.place_type AND ps.place_id = s.place_id AND ps.is_current
    LEFT JOIN districts d ON s.place_type = 'area' AND d.id = s.place_id
    LEFT JOIN cities dc ON dc.id = d.city_id
    LEFT JOIN cities c ON s.place_type = 'city' AND c.id = s.place_id
    LEFT JOIN provinces p ON s.place_type = 'province' AND p.id = s.place_id
    WHERE s.parent_id = ${parentId} AND s.place_type = ${level} AND s.listing_type = ${market.listingType}
      AND s.property_type_id = ${market.propertyTypeId} AND s.place_id IS DISTINCT FROM ${except}
    ORDER BY s.listing_count DESC, s.place_id
    LIMIT ${limit}`,
  );
}

const TypeCountRow = v.object({ id: v.number(), name: v.string(), listing_count: v.number() });

/** Each property type with public listings of the deal in the place, with its count, most first. */
export function typesInPlace(
  db: AppDb,
  placeType: PlaceType,
  placeId: string,
  listingType: "S" | "R",
): Promise<v.InferOutput<typeof TypeCountRow>[]> {
  return rowsOf(
    db,
    TypeCountRow,
    sql`
    SELECT t.id, t.name, s.listing_count
    FROM place_market_stats s JOIN property_types t ON t.id = s.property_type_id
    WHERE s.place_type = ${placeType} AND s.place_id = ${placeId} AND s.listing_type = ${listingType}
    ORDER BY s.listing_count DESC, t.sort_order`,
  );
}

const PropertyTypeRow = v.object({ id: v.number(), name: v.string() });

/** Every property type, in the catalogue's order: a few rows, matched to a slug in memory. */
export function propertyTypes(db: AppDb): Promise<v.InferOutput<typeof PropertyTypeRow>[]> {
  return rowsOf(db, PropertyTypeRow, sql`SELECT id, name FROM property_types ORDER BY sort_order, id`);
}

const LandingSitemapRow = v.object({
  listing_type: v.picklist(["S", "R"]),
  property_type_name: v.nullable(v.string()),
  place: v.string(),
  refreshed_at: v.string(),
});

/** How many landing pages have a public listing (rows of the counted numbers). */
export async function indexableLandingCount(db: AppDb): Promise<number> {
  const [row] = await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM place_market_stats`);
  return row?.n ?? 0;
}

/** The landing pages with a public listing, in the table's key order, `limit` from `offset`. */
export function indexableLandingPages(db: AppDb, offset: number, limit: number) {
  return rowsOf(
    db,
    LandingSitemapRow,
    sql`
    SELECT s.listing_type, t.name AS property_type_name, ps.slug AS place, s.refreshed_at::text AS refreshed_at
    FROM place_market_stats s
    JOIN place_slugs ps ON ps.place_type = s.place_type AND ps.place_id = s.place_id AND ps.is_current
    LEFT JOIN property_types t ON t.id = s.property_type_id
    ORDER BY s.place_type, s.place_id, s.listing_type, s.property_type_id
    LIMIT ${limit} OFFSET ${offset}`,
  );
}
