import type { Route } from "./+types/robots";
import { robotsTxt } from "../features/seo/robots-txt";
import { publicOrigin } from "../lib/public-origin.server";

/** /robots.txt: the public marketplace is open to crawlers, the portal is not; names the sitemap index. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
