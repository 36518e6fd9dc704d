import type { RouterContextProvider } from "react-router";
import { sessionContext } from "./context";

export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Pages and their data rendered for a signed-in agent carry personal data (the profile's KTP and NPWP numbers,
 * orders, coins): no cache, shared or the browser's, may keep them. Visitor pages keep the default.
 */
export function markPersonal(headers: Headers, context: Readonly<RouterContextProvider>): void {
  if (context.get(sessionContext).user) headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
}
