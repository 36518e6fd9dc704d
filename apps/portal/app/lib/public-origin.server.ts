/**
 * The address visitors reach the portal at, for absolute URLs (canonical links, Open Graph, sitemaps):
 * PUBLIC_URL when set, else the request's own origin.
 */
export function publicOrigin(request: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  return (configured ? configured : new URL(request.url).origin).replace(/\/+$/, "");
}
