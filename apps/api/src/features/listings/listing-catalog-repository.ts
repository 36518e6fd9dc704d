import { sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** A listing of the page, with the tab's total. */
const CatalogRow = v.object({
  total: v.number(),
  uuid: v.string(),
  listing_number: v.string(),
  title_suffix: v.nullable(v.string()),
  type: v.picklist(["S", "R"]),
  status: v.picklist(["DRAFT", "ACTIVE", "INACTIVE"]),
  price: v.nullable(v.union([v.string(), v.number()])),
  rent_period: v.nullable(v.object({ id: v.number(), name: v.string(), months: v.number() })),
  property_type: v.nullable(v.string()),
  /** The district and its city, for the card's place; null until the listing has one. */
  area: v.nullable(v.object({ id: v.string(), name: v.string(), city_name: v.string() })),
  visit_count: v.number(),
  impression_count: v.number(),
  /** Leads that came from this listing (enquiries_listing_idx), counted for the page's rows only. */
  leads: v.number(),
  activated_at: v.nullable(v.string()),
  posted_at: v.nullable(v.string()),
  expires_at: v.nullable(v.string()),
  photo_uuid: v.nullable(v.string()),
  photo_widths: v.nullable(v.array(v.number())),
  /** The live repost slots (end date not past, as yyyy-MM-dd), null without any. */
  schedules: v.nullable(v.array(v.object({ day_of_the_week: v.number(), time: v.string(), expired_at: v.string() }))),
});
export type CatalogRow = v.InferOutput<typeof CatalogRow>;

/** Every row carries the tab's total; an empty page is one row of nulls beside it. */
const CatalogPageRow = v.union([CatalogRow, v.object({ total: v.number(), uuid: v.null() })]);

/** `%term%` for LIKE, with the user's own wildcards taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * ORDER BY for each sort and direction, each one an index of the tab walks in order (0008, 0011), so a page
 * reads only its own rows. Aktif and Lampau sort dates on posted_at, drafts (which have none) on created_at;
 * posted_at and expires_at are null only in drafts, so their NULLS placement follows the index. A draft may
 * have no price: it sorts last both ways.
 */
const ORDERINGS = {
  posted: { desc: sql`l.posted_at DESC NULLS LAST, l.id DESC`, asc: sql`l.posted_at ASC NULLS FIRST, l.id ASC` },
  created: { desc: sql`l.created_at DESC, l.id DESC`, asc: sql`l.created_at ASC, l.id ASC` },
  price: { desc: sql`l.price DESC NULLS LAST, l.id DESC`, asc: sql`l.price ASC NULLS LAST, l.id ASC` },
  expired: { desc: sql`l.expires_at DESC, l.id DESC`, asc: sql`l.expires_at ASC, l.id ASC` },
} as const;

/**
 * The listings a boost of the agent can move to (docs/product/promotion.md: ACTIVE, same area, property type and
 * listing type) that are not already boosted that week; none for a boost of another agent.
 */
function eligibleForBoost(userId: number, boostUuid: string): SQL {
  return sql`l.status = 'ACTIVE' AND EXISTS (
    SELECT 1 FROM recommended_boosts b
    WHERE b.uuid = ${boostUuid}::uuid AND b.user_id = ${userId} AND b.listing_id <> l.id
      AND l.area_id = b.area_id AND l.property_type_id = b.property_type_id AND l.type = b.listing_type
      AND NOT EXISTS (SELECT 1 FROM recommended_boosts o WHERE o.listing_id = l.id AND o.start_date = b.start_date))`;
}

type CatalogSort = keyof typeof ORDERINGS;

export type CatalogPageQuery = {
  userId: number;
  status: "DRAFT" | "ACTIVE" | "INACTIVE";
  sort: CatalogSort;
  order: "asc" | "desc";
  /** Title or listing number, already trimmed; empty or absent searches nothing. */
  term?: string;
  /** Only listings this boost of the agent can move to. */
  eligibleBoostUuid?: string;
  limit: number;
  offset: number;
};

/**
 * One page of one tab of the agent's listings in one statement: the tab's count, the page's ids picked in index
 * order (LIMIT; from the index alone where it can), and only for those few the listing's row, photo, type name,
 * place, schedule slots and number of leads.
 */
export function catalogPage(db: AppDb, q: CatalogPageQuery): Promise<v.InferOutput<typeof CatalogPageRow>[]> {
  const { userId, status, term, limit, offset } = q;
  const orderBy = ORDERINGS[q.sort][q.order];
  // catalog_search: "<listing number> <title>" lower-cased on write (0011), tested on each row of the agent's tab
  // from the tab's index, which carries it (0014): a table-wide trigram index cost more once the table held a
  // million listings of other agents.
  const conditions: SQL[] = [sql`l.user_id = ${userId}`, sql`l.status = ${status}`];
  if (term) conditions.push(sql`l.catalog_search LIKE ${likePattern(term)}`);
  if (q.eligibleBoostUuid !== undefined) conditions.push(eligibleForBoost(userId, q.eligibleBoostUuid));
  const where = sql.join(conditions, sql` AND `);

  // A schedule slot is live through its end date, read in the slot's own zone.
  return rowsOf(
    db,
    CatalogPageRow,
    sql`
    SELECT c.total, l.uuid::text AS uuid, l.listing_number, l.type, l.status, l.price,
      l.title_suffix, pt.name AS property_type,
      (SELECT json_build_object('id', rp.id, 'name', rp.name, 'months', rp.months) FROM rent_periods rp
        WHERE rp.id = l.rent_period_id) AS rent_period,
      (SELECT json_build_object('id', d.id, 'name', d.name, 'city_name', ci.name)
        FROM districts d JOIN cities ci ON ci.id = d.city_id WHERE d.id = l.area_id) AS area,
      l.visit_count, l.impression_count, l.activated_at,
      (SELECT count(*)::int FROM enquiries e WHERE e.listing_id = l.id) AS leads, l.posted_at, l.expires_at,
      ph.photo_uuid::text AS photo_uuid, up.widths AS photo_widths,
      (SELECT json_agg(json_build_object('day_of_the_week', rs.day_of_the_week, 'time', rs.time,
          'expired_at', rs.expired_at))
        FROM repost_schedules rs
        WHERE rs.listing_id = l.id AND rs.expired_at >= (${sqlNow()} AT TIME ZONE rs.time_zone)::date) AS schedules
    FROM (SELECT count(*)::int AS total FROM listings l WHERE ${where}) c
    LEFT JOIN (
      SELECT l.id FROM listings l WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}
    ) hit ON true
    LEFT JOIN listings l ON l.id = hit.id
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    LEFT JOIN listing_photos ph ON ph.listing_id = l.id AND ph.is_primary
    LEFT JOIN uploaded_photos up ON up.uuid = ph.photo_uuid
    ORDER BY ${orderBy}`,
  );
}
