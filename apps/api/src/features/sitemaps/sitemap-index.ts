import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { AppDb } from "../../platform/db/client.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { pageCount, pagingOf } from "../../platform/http/page-meta.js";
import { indexableLandingCount } from "../landing/index.js";
import { listingSitemapPages, SITEMAP_PAGE_SIZE } from "../marketplace/index.js";
import { listedAgents, maxListedAgentId } from "./agent-sitemap-repository.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/** Agent pages cover agent ids ((n − 1) × 50,000, n × 50,000]: as many as the highest listed agent's id needs. */
async function agentSitemapPages(db: AppDb): Promise<number> {
  const maxId = await maxListedAgentId(db);
  return maxId === null ? 0 : pageCount(maxId, SITEMAP_PAGE_SIZE);
}

/** GET /api/search/sitemap/index: how many sitemap files of listings, landing pages and agent pages exist. */
export const sitemapIndex: OperationHandler<"sitemapIndex"> = async (request) => {
  const db = publicReadDb(request);
  const [pages, landing, agents] = await Promise.all([
    listingSitemapPages(db),
    indexableLandingCount(db),
    agentSitemapPages(db),
  ]);
  return {
    data: {
      pages,
      per_page: SITEMAP_PAGE_SIZE,
      landing_pages: Math.ceil(landing / SITEMAP_PAGE_SIZE),
      agent_pages: agents,
    },
  };
};

/** GET /api/search/sitemap/agents?page=: the agent pages worth indexing (a public agent with a public listing). */
export const sitemapAgentPages: OperationHandler<"sitemapAgentPages"> = async (request) => {
  const db = publicReadDb(request);
  const { page, offset, limit } = pagingOf(request.query.page, SITEMAP_PAGE_SIZE);
  if (page > (await agentSitemapPages(db))) return notFound("Halaman sitemap tidak ditemukan.");
  const rows = await listedAgents(db, offset, offset + limit);
  return { data: rows.map((r) => ({ id: r.id, updated_at: new Date(r.updated_at).toISOString() })) };
};
