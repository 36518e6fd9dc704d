// Which page requests get an answer that is the same bytes for every visitor, so a CDN or the caching proxy in
// front may keep it (ADR 0075). Plain JS so Node runs it without a build.
import { TOKEN_COOKIE_NAME } from "./bearer-from-cookie.mjs";

/**
 * The cookies that make a page personal: the session's and the app look's (app/lib/mobile-flag.ts). The caching
 * proxy passes requests carrying one of them to the portal too (deploy/nginx-portal-cache.conf).
 */
export const PERSONAL_COOKIES = [TOKEN_COOKIE_NAME, "mobile"];

/**
 * A document request of a visitor: GET or HEAD, without a personal cookie. Its page is rendered whole before it is
 * sent and its policy names the hashes of its inline scripts instead of a nonce (app/entry.server.tsx). Client
 * navigations (`.data`) stay as they are.
 * @param {import("express").Request} req
 * @returns {boolean}
 */
export function isSharedPageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.path.endsWith(".data")) return false;
  const cookies = req.headers.cookie;
  if (!cookies) return true;
  return !cookies.split(";").some((part) => PERSONAL_COOKIES.includes(part.split("=", 1)[0].trim()));
}

/**
 * A Content-Security-Policy header value from helmet-style directives, the request's nonce source replaced by the
 * hashes of the page's inline scripts.
 * @param {Record<string, Array<string | Function>>} directives
 * @param {string[]} scriptHashes base64 SHA-256 digests
 * @returns {string}
 */
export function policyWithHashes(directives, scriptHashes) {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`);
  return Object.entries(directives)
    .map(([name, values]) => {
      const sources = values.flatMap((value) => (typeof value === "function" ? hashes : [value]));
      return [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(" ");
    })
    .join(";");
}
