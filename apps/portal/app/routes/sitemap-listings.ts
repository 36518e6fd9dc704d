import { data } from "react-router";
import type { Route } from "./+types/sitemap-listings";
import { listingsSitemapPage, listingsSitemapXml, XML_HEADERS } from "../features/seo/sitemap-xml";
import { getSitemapPage } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";

/** /sitemap/listings-{n}.xml: up to 50,000 listing pages; any other file name, or a page past the last, is 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = listingsSitemapPage(params.file);
  if (page === null) throw data(null, { status: 404 });
  const listings = await getSitemapPage(page);
  return new Response(listingsSitemapXml(publicOrigin(request), listings), { headers: XML_HEADERS });
}
