import { sql } from "drizzle-orm";
import type { RouteHandlerMethod } from "fastify";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { keywordTsQuery } from "./keyword-query.js";
import { isKnownBot } from "./known-bots.js";
import { cardColumns, cardJoins, toMarketplaceCard, type CardRow } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing.js";
import { checkSearchQuery, SEARCH_ORDERINGS, searchConditions, type SearchQuery } from "./search-filters.js";

/**
 * Matches are counted exactly up to this many; past it the total says "at least" (total_is_estimate) and deeper
 * pages are refused. Counting every match of an all-Indonesia search would read every public listing.
 */
export const SEARCH_RESULT_WINDOW = 10_000;

type Row = Partial<CardRow> & { total: number };

/** The filters of a search in a fixed order, the keyword as its words (sort and paging aside): what decides its total. */
function filterKey(query: SearchQuery): string {
  const { sort: _sort, page: _page, per_page: _perPage, q, ...filters } = query;
  const keyword = q === undefined ? null : keywordTsQuery(q);
  return JSON.stringify([keyword, ...Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))]);
}

/**
 * GET /api/search/listings: public listings matching the filters, sorted, paged. One statement: the capped count
 * (skipped for a search that passed the window lately), the page's ids walked in index order (LIMIT/OFFSET), and
 * only for those rows the names, photo, agent and favourite flag. Every listing on the page counts one impression
 * (in memory; not for bots).
 */
export const searchListings: RouteHandlerMethod = async (request) => {
  const query = request.query as SearchQuery;
  checkSearchQuery(query);
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const offset = (page - 1) * perPage;
  if (offset >= SEARCH_RESULT_WINDOW) {
    throw validationFailed({ page: ["Hanya 10.000 hasil pertama yang dapat ditampilkan. Persempit pencarian Anda."] });
  }
  const where = sql.join([isPublicListing, ...searchConditions(query)], sql` AND `);
  const orderBy = SEARCH_ORDERINGS[query.sort ?? "newest"];
  const viewerId = request.auth?.userId ?? null;

  // A search known to pass the window lately skips its count (LargeResultMemory); any other counts to the cap.
  const memory = request.server.largeResults;
  const key = filterKey(query);
  const knownLarge = memory.has(key);
  const count = knownLarge
    ? sql`SELECT ${SEARCH_RESULT_WINDOW + 1} AS total`
    : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${SEARCH_RESULT_WINDOW + 1}) capped`;
  const rows = await rowsOf<Row>(request.server.database.db, sql`
    SELECT c.total, card.*
    FROM (${count}) c
    LEFT JOIN (
      SELECT ${cardColumns(viewerId)}
      FROM (SELECT l.id FROM listings l WHERE ${where} ORDER BY ${orderBy("l")} LIMIT ${perPage} OFFSET ${offset}) hit
      JOIN listings l ON l.id = hit.id
      ${cardJoins}
    ) card ON true
    ORDER BY ${orderBy("card")}`);

  const counted = rows[0]!.total;
  const isEstimate = counted > SEARCH_RESULT_WINDOW;
  if (isEstimate && !knownLarge) memory.remember(key);
  const total = Math.min(counted, SEARCH_RESULT_WINDOW);
  const cards = rows.filter((r): r is Row & CardRow => r.id != null);
  if (cards.length > 0 && !isKnownBot(request.headers["user-agent"])) {
    request.server.listingMetrics.recordImpressions(cards.map((r) => r.id));
  }
  return {
    data: cards.map(toMarketplaceCard),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total_is_estimate: isEstimate,
    },
  };
};
