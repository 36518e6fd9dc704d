/**
 * What a shared cache (a CDN, the caching proxy of compose.yaml) may keep of a visitor's page, by route
 * (docs/product/portal.md#pages-a-cache-may-keep, ADR 0075). Browsers keep nothing (max-age=0): they ask again and
 * the cache answers.
 */
const SHARED_CACHE_CONTROL = {
  // Results and plain pages change as listings come and go: a minute fresh, then served stale for five more minutes
  // while one request refreshes them.
  pages: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  // A listing taken down or an agent whose membership lapsed must be gone within 30 seconds: never served stale.
  details: "public, max-age=0, s-maxage=30",
} as const;

type SharedCacheClass = keyof typeof SHARED_CACHE_CONTROL;

const ROUTE_CLASSES: Record<string, SharedCacheClass> = {
  visitorHome: "pages",
  search: "pages",
  searchMap: "pages",
  landingSale: "pages",
  landingSaleType: "pages",
  landingRent: "pages",
  landingRentType: "pages",
  help: "pages",
  helpTopic: "pages",
  terms: "pages",
  privacy: "pages",
  promos: "pages",
  promo: "pages",
  agentOfferings: "pages",
  projects: "pages",
  property: "details",
  agent: "details",
};

/**
 * The Cache-Control of a visitor's page answer, or undefined when no shared cache may keep it: another route, an
 * answer other than the page or its "not found" (a removed listing stays gone for the same 30 seconds), or one that
 * sets a cookie.
 */
export function sharedCacheControl(routeId: string | undefined, status: number, headers: Headers): string | undefined {
  const kind = routeId === undefined ? undefined : ROUTE_CLASSES[routeId];
  if (!kind) return undefined;
  if (status !== 200 && status !== 404) return undefined;
  if (headers.has("Set-Cookie")) return undefined;
  return SHARED_CACHE_CONTROL[kind];
}
