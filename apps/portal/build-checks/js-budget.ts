// What a page of the built portal loads as JavaScript before anyone touches it: React Router's client entry
// and, for every route from the root down to the page, its module and the chunks it imports statically (the
// same list the server writes as <link rel="modulepreload">). Chunks imported on demand (the map, videos,
// the full-screen gallery) are not part of it. Sizes are gzip at the level of the build's precompressed .gz copies,
// which is what a browser without brotli receives (brotli browsers get about 12% less).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { GZIP_LEVEL } from "../server/precompress.mjs";

/** The public marketplace pages may load at most this much gzipped JavaScript each (ADR 0024). */
export const PUBLIC_PAGE_BUDGET_BYTES = 120_000;

/** Route ids (= page keys) of the public marketplace pages. */
export const PUBLIC_PAGE_ROUTES = [
  "visitorHome",
  "search",
  "landingSale",
  "landingSaleType",
  "landingRent",
  "landingRentType",
  "searchMap",
  "property",
  "agent",
  "favourites",
  "agentOfferings",
  "projects",
  "help",
  "helpTopic",
  "terms",
  "privacy",
  "promos",
  "promo",
] as const;

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };

export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

/** React Router writes the manifest as `window.__reactRouterManifest={…};` into build/client/assets. */
export function readClientManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the portal first (pnpm build).`);
  const source = readFileSync(path.join(assets, file), "utf8").trim();
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;$/, "");
  return JSON.parse(json) as ClientManifest;
}

/** The route ids from the root down to `routeId`. */
export function routeChain(manifest: ClientManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`Route "${id}" is not in the client manifest.`);
    if (chain.includes(id)) throw new Error(`Route "${id}" is its own ancestor.`);
    chain.unshift(id);
  }
  return chain;
}

/** The script URLs a first load of the route fetches, each once. */
export function initialScripts(manifest: ClientManifest, routeId: string): string[] {
  const urls = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id]!;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

type ScriptWeight = { url: string; gzipBytes: number };
export type RouteWeight = { routeId: string; gzipBytes: number; scripts: ScriptWeight[] };

/** Gzipped size of every initial script of `routeId`, largest first, and their sum. */
export function routeWeight(clientDir: string, manifest: ClientManifest, routeId: string): RouteWeight {
  const scripts = initialScripts(manifest, routeId)
    .map((url) => ({ url, gzipBytes: gzipSync(readFileSync(path.join(clientDir, url)), { level: GZIP_LEVEL }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { routeId, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}

/** "search: 101.2 KB (entry.client-….js 65.6 KB, …)": for failure messages and the perf notes. */
export function describeWeight({ routeId, gzipBytes, scripts }: RouteWeight): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return `${routeId}: ${kb(gzipBytes)} (${scripts.map((s) => `${path.basename(s.url)} ${kb(s.gzipBytes)}`).join(", ")})`;
}
