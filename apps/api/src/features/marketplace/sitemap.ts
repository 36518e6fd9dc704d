import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { AppDb } from "../../platform/db/client.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { pageCount, pagingOf } from "../../platform/http/page-meta.js";
import { maxPublicListingId, sitemapRows } from "./sitemap-repository.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Pages cover listing ids ((n − 1) × 50,000, n × 50,000]: as many as the highest public listing id needs. */
export async function listingSitemapPages(db: AppDb): Promise<number> {
  return pageCount((await maxPublicListingId(db)) ?? 0, SITEMAP_PAGE_SIZE);
}

/**
 * GET /api/search/sitemap?page=: the public listings of one id range, in id order. An id range (not OFFSET) keeps a
 * listing on the same page as others come and go, and reads only that range of the primary key.
 */
export const sitemapListings: OperationHandler<"sitemapListings"> = async (request) => {
  const db = publicReadDb(request);
  const { page, offset, limit } = pagingOf(request.query.page, SITEMAP_PAGE_SIZE);
  if (page > (await listingSitemapPages(db))) return notFound("Halaman sitemap tidak ditemukan.");
  const rows = await sitemapRows(db, offset, offset + limit);
  return { data: rows.map((r) => ({ uuid: r.uuid, updated_at: new Date(r.updated_at).toISOString() })) };
};
