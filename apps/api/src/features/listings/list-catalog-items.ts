import { sql, type SQL } from "drizzle-orm";
import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { listingPhotoUrl } from "../files/file-keys.js";

type Query = {
  category?: "active" | "draft" | "inactive";
  sort?: "date" | "price" | "expired";
  order?: "asc" | "desc";
  page?: number;
  q?: string;
  per_page?: number;
};

const STATUS = { active: "ACTIVE", draft: "DRAFT", inactive: "INACTIVE" } as const;

/** Card photo: the smallest stored width that still fills a card, else the widest one. */
const CARD_WIDTH = 480;

type Row = {
  uuid: string;
  listing_number: string;
  title: string;
  type: "S" | "R";
  status: "DRAFT" | "ACTIVE" | "INACTIVE";
  price: string | number | null;
  property_type: string | null;
  visit_count: number;
  impression_count: number;
  activated_at: Date | string | null;
  posted_at: Date | string | null;
  expires_at: Date | string | null;
  photo_uuid: string | null;
  photo_width: number | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** `%term%` for LIKE, with the user's own wildcards taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/v2/catalog/items: one tab of the agent's listings (Aktif, Draft, Lampau), sorted on the indexed columns
 * (date = posted_at, or created_at for drafts, which have none), searched by title or listing number, paged.
 */
export const listCatalogItems: RouteHandlerMethod = async (request) => {
  const { userId } = authOf(request);
  const query = request.query as Query;
  const status = STATUS[query.category ?? "active"];
  const perPage = query.per_page ?? 10;
  const page = query.page ?? 1;
  const desc = (query.order ?? "desc") === "desc";
  const dateColumn = status === "DRAFT" ? sql`l.created_at` : sql`l.posted_at`;
  const column = { date: dateColumn, price: sql`l.price`, expired: sql`l.expires_at` }[query.sort ?? "date"];
  const direction = desc ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const orderBy = sql`${column} ${direction}, l.id ${desc ? sql`DESC` : sql`ASC`}`;

  const term = query.q?.trim();
  const where: SQL = term
    ? sql`l.user_id = ${userId} AND l.status = ${status}
        AND (lower(l.title_suffix) LIKE ${likePattern(term)} OR lower(l.listing_number) LIKE ${likePattern(term)})`
    : sql`l.user_id = ${userId} AND l.status = ${status}`;

  const db = request.server.database.db;
  const [count] = await rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM listings l WHERE ${where}`);
  const total = count!.total;
  const rows = await rowsOf<Row>(db, sql`
    SELECT l.uuid::text AS uuid, l.listing_number, l.type, l.status, l.price,
      concat_ws(' ', pt.name, l.title_suffix) AS title, pt.name AS property_type,
      l.visit_count, l.impression_count, l.activated_at, l.posted_at, l.expires_at,
      ph.photo_uuid::text AS photo_uuid,
      (SELECT coalesce(min(w) FILTER (WHERE w >= ${CARD_WIDTH}), max(w)) FROM unnest(up.widths) AS w) AS photo_width
    FROM listings l
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    LEFT JOIN listing_photos ph ON ph.listing_id = l.id AND ph.is_primary
    LEFT JOIN uploaded_photos up ON up.uuid = ph.photo_uuid
    WHERE ${where}
    ORDER BY ${orderBy}
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);

  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      listing_number: r.listing_number,
      listing_title: r.title,
      listing_type: r.type,
      status: r.status,
      price_raw: r.price === null ? null : Number(r.price),
      property_type: r.property_type,
      visit: r.visit_count,
      impression: r.impression_count,
      leads: 0,
      is_activated: r.status === "ACTIVE",
      activated_at: iso(r.activated_at),
      posted_at: iso(r.posted_at),
      expires_at: iso(r.expires_at),
      img_source: r.photo_uuid && r.photo_width ? listingPhotoUrl(r.photo_uuid, r.photo_width) : null,
      // The public page exists only while the listing is live.
      // The public listing page of the marketplace (portal path /properti/{uuid}).
      preview_link: r.status === "ACTIVE" ? `/properti/${r.uuid}` : null,
      repost_schedule_label: null,
    })),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
