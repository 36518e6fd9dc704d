// The caching proxy of compose.yaml (deploy/nginx-portal-cache.conf) in front of the journeys' portal.
import { startCachingProxy as start } from "../../deploy/start-caching-proxy.mjs";

const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The journeys' API listens on PORTAL_PORT + 1 (playwright.config.ts); the proxy takes the next port. */
export const CACHING_PROXY_URL = `http://127.0.0.1:${PORTAL_PORT + 2}`;

export type CachingProxy = { stop(): void };

export function startCachingProxy(): CachingProxy {
  return start({ port: PORTAL_PORT + 2, portalPort: PORTAL_PORT });
}
