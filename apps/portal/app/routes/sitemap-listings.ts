import { data } from "react-router";
import type { Route } from "./+types/sitemap-listings";
import {
  agentEntry,
  landingEntry,
  listingEntry,
  sitemapFile,
  urlsetXml,
  XML_HEADERS,
} from "../features/seo/sitemap-xml";
import { getSitemapPage } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";

/**
 * /sitemap/{listings|landing|agents}-{n}.xml: up to 50,000 pages of that kind; any other file name, or a page past
 * the last, is 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const file = sitemapFile(params.file);
  if (file === null) throw data(null, { status: 404 });
  const page = await getSitemapPage(file.kind, file.page);
  const entries =
    page.kind === "listings"
      ? page.rows.map(listingEntry)
      : page.kind === "landing"
        ? page.rows.map(landingEntry)
        : page.rows.map(agentEntry);
  return new Response(urlsetXml(publicOrigin(request), entries), { headers: XML_HEADERS });
}
