import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { pagingOf } from "../../platform/http/page-meta.js";
import { indexableLandingCount, indexableLandingPages, slugify } from "../landing/index.js";
import { SITEMAP_PAGE_SIZE } from "../marketplace/index.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/** GET /api/search/sitemap/landing?page=: the indexable landing pages (docs/product/landing-pages.md). */
export const sitemapLandingPages: OperationHandler<"sitemapLandingPages"> = async (request) => {
  const db = publicReadDb(request);
  const { page, offset, limit } = pagingOf(request.query.page, SITEMAP_PAGE_SIZE);
  if (offset > 0 && offset >= (await indexableLandingCount(db))) {
    return notFound("Halaman sitemap tidak ditemukan.");
  }
  const rows = await indexableLandingPages(db, offset, limit);
  if (rows.length === 0 && page > 1) return notFound("Halaman sitemap tidak ditemukan.");
  return {
    data: rows.map((r) => ({
      listing_type: r.listing_type,
      property_type: r.property_type_name === null ? null : slugify(r.property_type_name),
      place: r.place,
      updated_at: new Date(r.refreshed_at).toISOString(),
    })),
  };
};
