import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";
import { isPublicListing } from "../marketplace/index.js";

/** Advisory lock key of the refresh: one process counts at a time, the others skip that run. */
const STATS_LOCK_KEY = 727_031;

/**
 * Counts place_market_stats again from the public listings at `at` (docs/product/landing-pages.md#the-numbers):
 * per province, city and district, per deal, per property type and for every type (property_type_id 0), the number
 * of listings and the 5 %, 50 % and 95 % points of the price (a rent per month) and of the price per m² (by building
 * size; by land size for land). One transaction replaces the whole table, so a reader sees the old numbers or the
 * new ones, never a mix. Skipped (0) while another process holds the lock; otherwise returns the rows written.
 */
export async function refreshPlaceMarketStats(db: AppDb, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf(
      tx,
      v.object({ locked: v.boolean() }),
      sql`SELECT pg_try_advisory_xact_lock(${STATS_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return 0;
    await tx.execute(sql`DELETE FROM place_market_stats`);
    const written = await rowsOf(
      tx,
      v.object({ n: v.number() }),
      sql`
      WITH public_listings AS (
        SELECT l.type, l.property_type_id, l.province_id, l.city_id, l.area_id,
          l.price::numeric / coalesce(rp.months, 1) AS price,
          l.price::numeric / coalesce(rp.months, 1)
            / nullif(CASE WHEN pt.code = 'LAND' THEN l.land_size ELSE l.building_size END, 0) AS per_m2
        FROM listings l
        JOIN property_types pt ON pt.id = l.property_type_id
        LEFT JOIN rent_periods rp ON l.type = 'R' AND rp.id = l.rent_period_id
        WHERE ${isPublicListing(at)} AND l.price IS NOT NULL
      ),
      at_each_level AS (
        SELECT 'province' AS place_type, province_id AS place_id, '' AS parent_id, type, property_type_id, price, per_m2
        FROM public_listings WHERE province_id IS NOT NULL
        UNION ALL
        SELECT 'city', city_id, province_id, type, property_type_id, price, per_m2
        FROM public_listings WHERE city_id IS NOT NULL
        UNION ALL
        SELECT 'area', area_id, city_id, type, property_type_id, price, per_m2
        FROM public_listings WHERE area_id IS NOT NULL
      ),
      counted AS (
        SELECT place_type, place_id, parent_id, type, coalesce(property_type_id, 0) AS property_type_id,
          count(*)::int AS listing_count,
          percentile_cont(ARRAY[0.05, 0.5, 0.95]) WITHIN GROUP (ORDER BY price) AS price_points,
          percentile_cont(ARRAY[0.05, 0.5, 0.95]) WITHIN GROUP (ORDER BY per_m2) AS per_m2_points
        FROM at_each_level
        GROUP BY GROUPING SETS ((place_type, place_id, parent_id, type, property_type_id),
          (place_type, place_id, parent_id, type))
      ),
      inserted AS (
        INSERT INTO place_market_stats (place_type, place_id, parent_id, listing_type, property_type_id, listing_count,
          price_p05, price_median, price_p95, per_m2_p05, per_m2_median, per_m2_p95, refreshed_at)
        SELECT place_type, place_id, parent_id, type, property_type_id, listing_count,
          round(price_points[1]), round(price_points[2]), round(price_points[3]),
          round(per_m2_points[1]), round(per_m2_points[2]), round(per_m2_points[3]), ${sqlNow(at)}
        FROM counted
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM inserted`,
    );
    return written[0]?.n ?? 0;
  });
}
