import { sql, type SQL } from "drizzle-orm";
import { mondayOf, RECOMMENDED_CAPACITY, todayInWib } from "@griya/domain/recommended-slots";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf, shapedRowsOf } from "../../platform/db/rows-of.js";
import { pagingOf } from "../../platform/http/page-meta.js";
import { keywordTsQuery } from "./keyword-query.js";
import { cardColumns, cardJoins } from "./marketplace-card-repository.js";
import { OptionalCardColumns } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing-repository.js";
import type { SearchQuery } from "./search-filters.js";

/**
 * Matches are counted exactly up to this many; past it the total says "at least" (total_is_estimate) and deeper
 * pages are refused. Counting every match of an all-Indonesia search would read every public listing.
 */
export const SEARCH_RESULT_WINDOW = 10_000;

/** A search page: one row per card, each with `total`; a page without cards is one row of nulls beside it. */
const SearchRow = v.object({ ...OptionalCardColumns, total: v.number() });
export type SearchRow = v.InferOutput<typeof SearchRow>;

/**
 * The filters whose values decide the plan: with a generic plan (one for every price range), the city + type + price
 * screen at a million listings took twice as long (p50 28 ms against 12–18 ms).
 */
const RANGES = [
  "price_min",
  "price_max",
  "building_size_min",
  "building_size_max",
  "land_size_min",
  "land_size_max",
] as const;

/** Runs searchStatement: each shape of it as one named statement, planned once per connection (ADR 0076). */
export function searchPage(
  db: AppDb,
  query: SearchQuery,
  options: { viewerId: number | null; skipCount: boolean; recommendedIds?: readonly number[] },
): Promise<SearchRow[]> {
  const statement = searchStatement(query, options);
  // A price or size range needs its values to be planned well: such searches are planned each time (ADR 0076).
  return RANGES.some((key) => query[key] !== undefined)
    ? rowsOf(db, SearchRow, statement)
    : shapedRowsOf(db, SearchRow, "search", statement);
}

/** ORDER BY of each sort on alias `a`; each is the order of an index per location level (0014), ties broken by id. */
const SEARCH_ORDERINGS = {
  newest: (a: string) => sql.raw(`${a}.posted_at DESC, ${a}.id DESC`),
  price_asc: (a: string) => sql.raw(`${a}.price ASC, ${a}.id ASC`),
  price_desc: (a: string) => sql.raw(`${a}.price DESC, ${a}.id DESC`),
} as const;

/** A Postgres int[] literal of the ids, for `= ANY`, `<> ALL` and array_position. */
const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * The one statement of a search: the capped count (or, with skipCount, the window + 1 as a stand-in), the page's
 * ids walked in index order (LIMIT/OFFSET), and only for those rows the names, photo, agent and favourite flag.
 * Rows: one per card, each with `total`; a page without cards is one row of nulls beside it.
 */
export function searchStatement(
  query: SearchQuery,
  options: { viewerId: number | null; skipCount: boolean; recommendedIds?: readonly number[] },
): SQL {
  const { page, limit: perPage, offset } = pagingOf(query.page, query.per_page ?? 20);
  const where = sql.join([isPublicListing(), ...searchConditions(query)], sql` AND `);
  const orderBy = SEARCH_ORDERINGS[query.sort ?? "newest"];
  // Recommended listings (recommendedListingIds) head page 1 and are left out of the ordinary order on every
  // page, which therefore starts that many rows earlier: the total and the pages still hold each match once.
  const recommended = options.recommendedIds ?? [];
  const k = recommended.length;
  const ordinaryWhere = k > 0 ? sql`${where} AND l.id <> ALL(${idArray(recommended)})` : where;
  const ordinary =
    page === 1
      ? sql`SELECT l.id FROM listings l WHERE ${ordinaryWhere} ORDER BY ${orderBy("l")} LIMIT ${perPage - k}`
      : sql`SELECT l.id FROM listings l WHERE ${ordinaryWhere} ORDER BY ${orderBy("l")} LIMIT ${perPage} OFFSET ${offset - k}`;
  const hits =
    k > 0 && page === 1 ? sql`SELECT unnest(${idArray(recommended)}) AS id UNION ALL (${ordinary})` : ordinary;
  const isRecommended = k > 0 ? sql`l.id = ANY(${idArray(recommended)})` : sql`false`;
  const recommendedFirst = k > 0 ? sql`array_position(${idArray(recommended)}, card.id) NULLS LAST, ` : sql``;
  const count = options.skipCount
    ? sql`SELECT ${SEARCH_RESULT_WINDOW + 1}::int AS total`
    : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${SEARCH_RESULT_WINDOW + 1}) capped`;
  return sql`
    SELECT c.total, card.*
    FROM (${count}) c
    LEFT JOIN (
      SELECT ${cardColumns(options.viewerId)}, ${isRecommended} AS is_recommended
      FROM (${hits}) hit
      JOIN listings l ON l.id = hit.id
      ${cardJoins}
    ) card ON true
    ORDER BY ${recommendedFirst}${orderBy("card")}`;
}

/**
 * The filters of a search on `l`, beside isPublicListing. Location uses only its most precise level (an area lies
 * in its city and province, searchQueryRefusal checked): one equality the planner can estimate, served by that level's index.
 */
export function searchConditions(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.alias_id !== undefined) {
    // An everyday name for several districts (place_alias_districts, 0033): each district's index, a few ids.
    where.push(sql`l.area_id IN (SELECT district_id FROM place_alias_districts WHERE alias_id = ${query.alias_id})`);
  } else if (query.area_id) where.push(sql`l.area_id = ${query.area_id}`);
  else if (query.city_id) where.push(sql`l.city_id = ${query.city_id}`);
  else if (query.province_id) where.push(sql`l.province_id = ${query.province_id}`);
  if (query.agent_id !== undefined) where.push(sql`l.user_id = ${query.agent_id}`);
  if (query.listing_type) where.push(sql`l.type = ${query.listing_type}`);
  if (query.property_type_id !== undefined) where.push(sql`l.property_type_id = ${query.property_type_id}`);
  if (query.price_min !== undefined) where.push(sql`l.price >= ${query.price_min}`);
  if (query.price_max !== undefined) where.push(sql`l.price <= ${query.price_max}`);
  if (query.bedroom !== undefined) where.push(sql`l.bedroom >= ${query.bedroom}`);
  if (query.bathroom !== undefined) where.push(sql`l.bathroom >= ${query.bathroom}`);
  if (query.building_size_min !== undefined) where.push(sql`l.building_size >= ${query.building_size_min}`);
  if (query.building_size_max !== undefined) where.push(sql`l.building_size <= ${query.building_size_max}`);
  if (query.land_size_min !== undefined) where.push(sql`l.land_size >= ${query.land_size_min}`);
  if (query.land_size_max !== undefined) where.push(sql`l.land_size <= ${query.land_size_max}`);
  if (query.certificate_id !== undefined) where.push(sql`l.certificate_id = ${query.certificate_id}`);
  if (query.furnishing_status_id !== undefined) where.push(sql`l.furnishing_status_id = ${query.furnishing_status_id}`);
  const tsquery = query.q === undefined ? null : keywordTsQuery(query.q);
  if (tsquery) where.push(sql`l.search_document @@ to_tsquery('simple', ${tsquery})`);
  return where;
}

/**
 * The listings of this week's Recommended boosts that head a search (ADR 0032): only a search of one area
 * (area_id), only listings that match every filter of the search (so a type filter must be theirs), oldest
 * purchase first, at most the slot capacity (and never more than a page). An index walk of the area's boosts of
 * the week (recommended_boosts_area_week_idx), a handful of rows.
 */
export async function recommendedListingIds(
  db: AppDb,
  query: SearchQuery,
  perPage: number,
  now: Date,
): Promise<number[]> {
  if (!query.area_id) return [];
  const where = sql.join([isPublicListing(), ...searchConditions(query)], sql` AND `);
  const rows = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`
    SELECT l.id FROM recommended_boosts b JOIN listings l ON l.id = b.listing_id
    WHERE b.area_id = ${query.area_id} AND b.start_date = ${mondayOf(todayInWib(now))}::date AND ${where}
    ORDER BY b.id LIMIT ${Math.min(RECOMMENDED_CAPACITY, perPage)}`,
  );
  return rows.map((r) => r.id);
}
