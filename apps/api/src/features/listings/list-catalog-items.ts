import type { OperationHandler } from "../../openapi/operation-handler.js";
import { DEFAULT_LISTING_CATEGORY, LISTING_CATEGORIES } from "@griya/domain/constants";
import { composeListingTitle } from "@griya/domain/listing-display";
import { repostScheduleLabel, type RepostSchedule } from "@griya/domain/repost-schedule";
import { sql, type SQL } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { listingPhotoUrl } from "../files/file-keys.js";
import type { PublicFiles } from "../files/public-files.js";
import { assertRecommendedEnabled } from "../recommended/recommended-access.js";

type Query = {
  category?: "active" | "draft" | "inactive";
  sort?: "date" | "price" | "expired";
  order?: "asc" | "desc";
  page?: number;
  q?: string;
  per_page?: number;
  eligible_boost_uuid?: string;
};


/** Card photo: the smallest stored width that still fills a card, else the widest one. */
const CARD_WIDTH = 480;
function cardWidth(widths: readonly number[]): number | null {
  if (widths.length === 0) return null;
  const filling = widths.filter((w) => w >= CARD_WIDTH);
  return filling.length > 0 ? Math.min(...filling) : Math.max(...widths);
}

type Row = {
  /** Every row carries the tab's total; an empty page is one row of nulls beside it. */
  total: number;
  uuid: string | null;
  listing_number: string;
  title_suffix: string | null;
  type: "S" | "R";
  status: "DRAFT" | "ACTIVE" | "INACTIVE";
  price: string | number | null;
  rent_period: { id: number; name: string; months: number } | null;
  property_type: string | null;
  visit_count: number;
  impression_count: number;
  /** Leads that came from this listing (enquiries_listing_idx), counted for the page's rows only. */
  leads: number;
  activated_at: Date | string | null;
  posted_at: Date | string | null;
  expires_at: Date | string | null;
  photo_uuid: string | null;
  photo_widths: number[] | null;
  /** The live repost slots (end date not past, as yyyy-MM-dd), null without any. */
  schedules: { day_of_the_week: number; time: string; expired_at: string }[] | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A slot as the domain reads it: end date yyyy-MM-dd (JSON of a date) → dd-MM-yyyy. */
const asRepostSchedule = (s: NonNullable<Row["schedules"]>[number]): RepostSchedule => ({
  ...s,
  expired_at: s.expired_at.split("-").reverse().join("-"),
});

/** `%term%` for LIKE, with the user's own wildcards taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The card of one listing row. */
function toCard(files: PublicFiles, r: Row & { uuid: string }) {
  const width = r.photo_widths && cardWidth(r.photo_widths);
  return {
    uuid: r.uuid,
    listing_number: r.listing_number,
    listing_title: composeListingTitle(r.property_type, r.title_suffix),
    listing_type: r.type,
    status: r.status,
    price_raw: r.price === null ? null : Number(r.price),
    rent_period: r.type === "R" ? r.rent_period : null,
    property_type: r.property_type,
    visit: r.visit_count,
    impression: r.impression_count,
    leads: r.leads,
    is_activated: r.status === "ACTIVE",
    activated_at: iso(r.activated_at),
    posted_at: iso(r.posted_at),
    expires_at: iso(r.expires_at),
    img_source: r.photo_uuid && width ? listingPhotoUrl(files, r.photo_uuid, width) : null,
    // The marketplace's public listing page (portal path /properti/{uuid}) exists only while the listing is live.
    preview_link: r.status === "ACTIVE" ? `/properti/${r.uuid}` : null,
    has_repost_schedule: r.schedules !== null,
    repost_schedule_label: r.schedules && repostScheduleLabel(r.schedules.map(asRepostSchedule)),
  };
}

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
 * The listings a boost of the agent can move to (DECISIONS.md "Promotion": ACTIVE, same area, property type and
 * listing type) that are not already boosted that week; none for a boost of another agent.
 */
function eligibleForBoost(userId: number, boostUuid: string): SQL {
  return sql`l.status = 'ACTIVE' AND EXISTS (
    SELECT 1 FROM recommended_boosts b
    WHERE b.uuid = ${boostUuid}::uuid AND b.user_id = ${userId} AND b.listing_id <> l.id
      AND l.area_id = b.area_id AND l.property_type_id = b.property_type_id AND l.type = b.listing_type
      AND NOT EXISTS (SELECT 1 FROM recommended_boosts o WHERE o.listing_id = l.id AND o.start_date = b.start_date))`;
}

/**
 * GET /api/v2/catalog/items: one tab of the agent's listings (Aktif, Draft, Lampau), sorted, searched by title or
 * listing number, paged; each card with its live repost schedule in words. One statement: the tab's count, the
 * page's ids picked in index order (LIMIT; from the index alone where it can), and only for those few the
 * listing's row, photo, type name, schedule slots and number of leads.
 */
export const listCatalogItems: OperationHandler<"listCatalogItems"> = async (request) => {
  const { userId } = authOf(request);
  const query = request.query as Query;
  const status = LISTING_CATEGORIES.find((tab) => tab.value === (query.category ?? DEFAULT_LISTING_CATEGORY))!.status;
  const perPage = query.per_page ?? 10;
  const page = query.page ?? 1;
  const sort = query.sort ?? "date";
  const orderBy = ORDERINGS[sort === "date" ? (status === "DRAFT" ? "created" : "posted") : sort][query.order ?? "desc"];

  const term = query.q?.trim();
  // catalog_search: "<listing number> <title>" lower-cased on write (0011), tested on each row of the agent's tab
  // from the tab's index, which carries it (0014): a table-wide trigram index cost more once the table held a
  // million listings of other agents.
  const conditions: SQL[] = [sql`l.user_id = ${userId}`, sql`l.status = ${status}`];
  if (term) conditions.push(sql`l.catalog_search LIKE ${likePattern(term)}`);
  if (query.eligible_boost_uuid !== undefined) {
    await assertRecommendedEnabled(request);
    conditions.push(eligibleForBoost(userId, query.eligible_boost_uuid));
  }
  const where = sql.join(conditions, sql` AND `);

  // A schedule slot is live through its end date, read in the slot's own zone.
  const rows = await rowsOf<Row>(request.server.database.db, sql`
    SELECT c.total, l.uuid::text AS uuid, l.listing_number, l.type, l.status, l.price,
      l.title_suffix, pt.name AS property_type,
      (SELECT json_build_object('id', rp.id, 'name', rp.name, 'months', rp.months) FROM rent_periods rp
        WHERE rp.id = l.rent_period_id) AS rent_period,
      l.visit_count, l.impression_count, l.activated_at,
      (SELECT count(*)::int FROM enquiries e WHERE e.listing_id = l.id) AS leads, l.posted_at, l.expires_at,
      ph.photo_uuid::text AS photo_uuid, up.widths AS photo_widths,
      (SELECT json_agg(json_build_object('day_of_the_week', rs.day_of_the_week, 'time', rs.time,
          'expired_at', rs.expired_at))
        FROM repost_schedules rs
        WHERE rs.listing_id = l.id AND rs.expired_at >= (now() AT TIME ZONE rs.time_zone)::date) AS schedules
    FROM (SELECT count(*)::int AS total FROM listings l WHERE ${where}) c
    LEFT JOIN (
      SELECT l.id FROM listings l WHERE ${where} ORDER BY ${orderBy} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
    ) hit ON true
    LEFT JOIN listings l ON l.id = hit.id
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    LEFT JOIN listing_photos ph ON ph.listing_id = l.id AND ph.is_primary
    LEFT JOIN uploaded_photos up ON up.uuid = ph.photo_uuid
    ORDER BY ${orderBy}`);
  const total = rows[0]!.total;

  return {
    data: rows.filter((r): r is Row & { uuid: string } => r.uuid !== null).map((r) => toCard(request.server.publicFiles, r)),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
