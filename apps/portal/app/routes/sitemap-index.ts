import type { Route } from "./+types/sitemap-index";
import { sitemapIndexXml, XML_HEADERS } from "../features/seo/sitemap-xml";
import { getSitemapIndex } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";

/** /sitemap.xml: the index of the listings sitemaps. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pages } = await getSitemapIndex();
  return new Response(sitemapIndexXml(publicOrigin(request), pages), { headers: XML_HEADERS });
}
