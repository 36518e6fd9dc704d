import type { RouterContextProvider } from "react-router";
import { isSharedPage } from "./page-policy.server";

/**
 * The views of a page a shared cache may keep are counted by a beacon, not when it is rendered
 * (docs/product/listings.md#numbers-on-a-listing, ADR 0075): its loaders ask the API for view tokens instead of
 * counts, return them as `viewTokens`, and entry.server.tsx ends the page with one pixel per token. A pixel needs no
 * script, so it also counts without JavaScript; React leaves nodes after its own at the end of <body> alone.
 */
export function countsByBeacon(context: Readonly<RouterContextProvider>): boolean {
  return isSharedPage(context);
}

/** The tokens the page's loaders returned as `viewTokens`. */
export function viewTokensOf(loaderData: Record<string, unknown>): string[] {
  return Object.values(loaderData).flatMap((data) => {
    const tokens = (data as { viewTokens?: unknown } | null)?.viewTokens;
    return Array.isArray(tokens) ? tokens.filter((t): t is string => typeof t === "string" && /^[\w.-]+$/.test(t)) : [];
  });
}

/** The pixels of the tokens, hidden from sight and from screen readers. */
export function beaconPixels(tokens: readonly string[]): string {
  return tokens
    .map((token) => `<img class="g-visually-hidden" src="/api/search/views?t=${token}" alt="" width="1" height="1">`)
    .join("");
}
