import { sql, type SQL } from "drizzle-orm";
import { keywordTsQuery } from "./keyword-query.js";
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
export function searchStatement(query: SearchQuery, options: { viewerId: number | null; skipCount: boolean }): SQL {
  const perPage = query.per_page ?? 20;
  const offset = ((query.page ?? 1) - 1) * perPage;
  const where = sql.join([isPublicListing, ...searchConditions(query)], sql` AND `);
  const orderBy = SEARCH_ORDERINGS[query.sort ?? "newest"];
  const count = options.skipCount
    ? sql`SELECT ${SEARCH_RESULT_WINDOW + 1} AS total`
    : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${SEARCH_RESULT_WINDOW + 1}) capped`;
  return sql`
    SELECT c.total, card.*
    FROM (${count}) c
    LEFT JOIN (
      SELECT ${cardColumns(options.viewerId)}
      FROM (SELECT l.id FROM listings l WHERE ${where} ORDER BY ${orderBy("l")} LIMIT ${perPage} OFFSET ${offset}) hit
      JOIN listings l ON l.id = hit.id
      ${cardJoins}
    ) card ON true
    ORDER BY ${orderBy("card")}`;
}

/** The filters of a search in a fixed order, the keyword as its words (sort and paging aside): what decides its total. */
export function searchFilterKey(query: SearchQuery): string {
  const { sort: _sort, page: _page, per_page: _perPage, q, ...filters } = query;
  const keyword = q === undefined ? null : keywordTsQuery(q);
  return JSON.stringify([keyword, ...Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))]);
}
