import { sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { cardColumns, cardJoins } from "./marketplace-card-repository.js";
import { CardColumns } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing-repository.js";

/** How many cards each list of a listing page shows. */
const SIMILAR_LISTINGS_LIMIT = 6;

/** A similar listing's price lies within this share of the listing's own (docs/product/marketplace.md#similar-listings). */
const SIMILAR_PRICE_BAND = { below: 0.7, above: 1.3 } as const;

const SubjectRow = v.object({
  id: v.number(),
  type: v.picklist(["S", "R"]),
  property_type_id: v.nullable(v.number()),
  price: v.nullable(v.number()),
  rent_period_id: v.nullable(v.number()),
  area_id: v.nullable(v.string()),
  city_id: v.nullable(v.string()),
  user_id: v.number(),
});
export type SimilarSubject = v.InferOutput<typeof SubjectRow>;

/** What the similar listings of the public listing `uuid` are matched on; undefined when it is not public. */
export async function findSimilarSubject(db: AppDb, uuid: string): Promise<SimilarSubject | undefined> {
  const [row] = await rowsOf(
    db,
    SubjectRow,
    sql`
    SELECT l.id, l.type, l.property_type_id, l.price::float8 AS price, l.rent_period_id, l.area_id, l.city_id, l.user_id
    FROM listings l
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing()}`,
  );
  return row;
}

/**
 * Up to `limit` public listings like `s`: the same listing type, property type (and rent period, so prices
 * compare) with a price within SIMILAR_PRICE_BAND, from the same district first, then from the city's other
 * districts; within each, the closest price first, then the newest. Each of the four walks (district or city,
 * above or below the price) reads the public price index of its level (0014, 0028) from the listing's price
 * outwards and stops after `limit` rows, so a crowded city costs no more than an empty one.
 */
export async function findSimilarListings(db: AppDb, s: SimilarSubject, limit = SIMILAR_LISTINGS_LIMIT) {
  if (s.price === null || s.property_type_id === null || s.area_id === null || s.city_id === null) return [];
  const low = Math.ceil(s.price * SIMILAR_PRICE_BAND.below);
  const high = Math.floor(s.price * SIMILAR_PRICE_BAND.above);
  const alike = sql.join(
    [
      isPublicListing(),
      sql`l.type = ${s.type}`,
      sql`l.property_type_id = ${s.property_type_id}`,
      s.rent_period_id === null ? sql`l.rent_period_id IS NULL` : sql`l.rent_period_id = ${s.rent_period_id}`,
      sql`l.id <> ${s.id}`,
    ],
    sql` AND `,
  );
  const walk = (tier: 0 | 1, place: SQL, side: "above" | "below") =>
    sql`(SELECT l.id, ${tier}::int AS tier, abs(l.price - ${s.price}::bigint) AS distance, l.posted_at FROM listings l
      WHERE ${place} AND ${alike} AND ${
        side === "above"
          ? sql`l.price >= ${s.price}::bigint AND l.price <= ${high}::bigint ORDER BY l.price ASC, l.posted_at DESC`
          : sql`l.price < ${s.price}::bigint AND l.price >= ${low}::bigint ORDER BY l.price DESC, l.posted_at DESC`
      } LIMIT ${limit})`;
  const district = sql`l.area_id = ${s.area_id}`;
  const city = sql`l.city_id = ${s.city_id} AND l.area_id <> ${s.area_id}`;
  return rowsOf(
    db,
    CardColumns,
    sql`
    WITH candidates AS (
      ${walk(0, district, "above")} UNION ALL ${walk(0, district, "below")}
      UNION ALL ${walk(1, city, "above")} UNION ALL ${walk(1, city, "below")}
    ), best AS (
      SELECT * FROM candidates ORDER BY tier, distance, posted_at DESC, id DESC LIMIT ${limit}
    )
    SELECT ${cardColumns(null)}
    FROM best JOIN listings l ON l.id = best.id
    ${cardJoins}
    ORDER BY best.tier, best.distance, best.posted_at DESC, best.id DESC`,
  );
}

/**
 * The agent's other public listings, newest first, leaving out `except` (the listing itself and those already
 * shown as similar). Read through the agent's listings index by status and posting time (0008).
 */
export async function findAgentListings(
  db: AppDb,
  agentId: number,
  except: readonly number[],
  limit = SIMILAR_LISTINGS_LIMIT,
) {
  return rowsOf(
    db,
    CardColumns,
    sql`
    SELECT ${cardColumns(null)}
    FROM listings l
    ${cardJoins}
    WHERE l.user_id = ${agentId} AND ${isPublicListing()} AND l.id <> ALL(${`{${except.join(",")}}`}::int[])
    ORDER BY l.posted_at DESC NULLS LAST, l.id DESC
    LIMIT ${limit}`,
  );
}
