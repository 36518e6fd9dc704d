import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import type { RouteHandlerMethod } from "fastify";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";
import { isPublicListing } from "./public-listing.js";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Pages cover listing ids ((n − 1) × 50,000, n × 50,000]: as many as the highest public listing id needs. */
async function sitemapPages(request: Parameters<RouteHandlerMethod>[0]): Promise<number> {
  const [row] = await rowsOf<{ max_id: number | null }>(
    request.server.database.db,
    sql`
    SELECT max(l.id) AS max_id FROM listings l WHERE ${isPublicListing}`,
  );
  return Math.max(1, Math.ceil((row?.max_id ?? 0) / SITEMAP_PAGE_SIZE));
}

/** GET /api/search/sitemap/index: the number of listing sitemap pages. */
export const sitemapIndex: OperationHandler<"sitemapIndex"> = async (request) => ({
  data: { pages: await sitemapPages(request), per_page: SITEMAP_PAGE_SIZE },
});

/**
 * GET /api/search/sitemap?page=: the public listings of one id range, in id order. An id range (not OFFSET) keeps a
 * listing on the same page as others come and go, and reads only that range of the primary key.
 */
export const sitemapListings: OperationHandler<"sitemapListings"> = async (request) => {
  const page = request.query.page ?? 1;
  if (page > (await sitemapPages(request))) throw notFound("Halaman sitemap tidak ditemukan.");
  const rows = await rowsOf<{ uuid: string; updated_at: Date | string }>(
    request.server.database.db,
    sql`
    SELECT l.uuid::text AS uuid, greatest(l.updated_at, l.posted_at) AS updated_at
    FROM listings l
    WHERE l.id > ${(page - 1) * SITEMAP_PAGE_SIZE} AND l.id <= ${page * SITEMAP_PAGE_SIZE} AND ${isPublicListing}
    ORDER BY l.id`,
  );
  return { data: rows.map((r) => ({ uuid: r.uuid, updated_at: new Date(r.updated_at).toISOString() })) };
};
