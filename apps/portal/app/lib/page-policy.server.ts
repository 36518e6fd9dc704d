import { createContext, RouterContextProvider } from "react-router";

/** The nonce of this request's Content-Security-Policy (server/security-headers.mjs); absent under `react-router dev`. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * Set instead of a nonce for a visitor's page (server/shared-pages.mjs): the policy naming the hashes of the page's
 * inline scripts, which entry.server.tsx writes once the page is rendered whole (ADR 0075).
 */
export const cspForHashesContext = createContext<((hashes: string[]) => string) | null>(null);

/** A visitor's page, the same bytes for everyone (server/shared-pages.mjs): a shared cache may keep it. */
export function isSharedPage(context: Readonly<RouterContextProvider>): boolean {
  return context.get(cspForHashesContext) !== null;
}

/** The request's first context: server.mjs builds it through the server build's entry module. */
export function loadContextWithPolicy(
  nonce: string | undefined,
  cspForHashes: ((hashes: string[]) => string) | undefined,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  context.set(cspForHashesContext, cspForHashes ?? null);
  return context;
}
