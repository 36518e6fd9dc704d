import { sql, type SQL } from "drizzle-orm";
import { keywordTsQuery } from "./keyword-query.js";
import { idArray } from "./recommended-in-search.js";
import { cardColumns, cardJoins } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing.js";
import { SEARCH_ORDERINGS, searchConditions, type SearchQuery } from "./search-filters.js";

/**
 * Matches are counted exactly up to this many; past it the total says "at least" (total_is_estimate) and deeper
 * pages are refused. Counting every match of an all-Indonesia search would read every public listing.
 */
export const SEARCH_RESULT_WINDOW = 10_000;

/**
 * The one statement of a search: the capped count (or, with skipCount, the window + 1 as a stand-in), the page's
 * ids walked in index order (LIMIT/OFFSET), and only for those rows the names, photo, agent and favourite flag.
 * Rows: one per card, each with `total`; a page without cards is one row of nulls beside it.
 */
export function searchStatement(
  query: SearchQuery,
  options: { viewerId: number | null; skipCount: boolean; recommendedIds?: readonly number[] },
): SQL {
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const where = sql.join([isPublicListing, ...searchConditions(query)], sql` AND `);
  const orderBy = SEARCH_ORDERINGS[query.sort ?? "newest"];
  // Recommended listings (recommendedListingIds) head page 1 and are left out of the ordinary order on every
  // page, which therefore starts that many rows earlier: the total and the pages still hold each match once.
  const recommended = options.recommendedIds ?? [];
  const k = recommended.length;
  const ordinaryWhere = k > 0 ? sql`${where} AND l.id <> ALL(${idArray(recommended)})` : where;
  const ordinary =
    page === 1
      ? sql`SELECT l.id FROM listings l WHERE ${ordinaryWhere} ORDER BY ${orderBy("l")} LIMIT ${perPage - k}`
      : sql`SELECT l.id FROM listings l WHERE ${ordinaryWhere} ORDER BY ${orderBy("l")} LIMIT ${perPage} OFFSET ${(page - 1) * perPage - k}`;
  const hits =
    k > 0 && page === 1 ? sql`SELECT unnest(${idArray(recommended)}) AS id UNION ALL (${ordinary})` : ordinary;
  const isRecommended = k > 0 ? sql`l.id = ANY(${idArray(recommended)})` : sql`false`;
  const recommendedFirst = k > 0 ? sql`array_position(${idArray(recommended)}, card.id) NULLS LAST, ` : sql``;
  const count = options.skipCount
    ? sql`SELECT ${SEARCH_RESULT_WINDOW + 1} AS total`
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

/** The filters of a search in a fixed order, the keyword as its words (sort and paging aside): what decides its total. */
export function searchFilterKey(query: SearchQuery): string {
  const { sort: _sort, page: _page, per_page: _perPage, q, ...filters } = query;
  const keyword = q === undefined ? null : keywordTsQuery(q);
  return JSON.stringify([
    keyword,
    ...Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}
