// Shared by server.mjs and the Vite dev proxy (plain JS so Node runs it without a build step).

/** Name of the httpOnly cookie holding the API token; app/lib/auth-cookie.ts uses the same name. */
export const TOKEN_COOKIE_NAME = "griya_token";

/**
 * The Authorization header to forward to the API: the browser's own header wins; otherwise the token
 * cookie becomes a bearer header (the cookie is httpOnly, so browser code cannot add it itself).
 * @param {string | undefined} authorization
 * @param {string | undefined} cookieHeader
 * @returns {string | undefined}
 */
export function bearerFromCookie(authorization, cookieHeader) {
  if (authorization) return undefined;
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== TOKEN_COOKIE_NAME) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return undefined;
    try {
      return `Bearer ${decodeURIComponent(raw)}`;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
