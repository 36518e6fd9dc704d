import type { Route } from "./+types/sitemap-index";
import { sitemapIndexXml, XML_HEADERS } from "../features/seo/sitemap-xml";
import { getSitemapIndex } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";

/** /sitemap.xml: the index of the listings, landing pages and agent pages sitemaps. */
export async function loader({ request }: Route.LoaderArgs) {
  const index = await getSitemapIndex();
  const pages = { listings: index.pages, landing: index.landing_pages, agents: index.agent_pages };
  return new Response(sitemapIndexXml(publicOrigin(request), pages), { headers: XML_HEADERS });
}
