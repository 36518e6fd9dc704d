// The page registry's guard: paths.ts names each page's guard kind, and the domain's guard chain decides.
import { createRouteGuard, type GuardKind } from "@griya/domain/guard";
import { pages, type PageKey } from "../paths";

const keys = (Object.keys(pages) as PageKey[]).filter((key) => pages[key].pattern !== "*");

/** URL pattern → guard kind of every page (the catch-all has none: an unknown path is allowed to its 404). */
export const ROUTE_GUARDS: Readonly<Record<string, GuardKind>> = Object.fromEntries(
  keys.map((key) => [pages[key].pattern, pages[key].guard]),
);

const trialToUpgrade = keys.filter((key) => "trialToUpgrade" in pages[key]).map((key) => pages[key].pattern);

export const { matchRoute, guardRoute } = createRouteGuard(ROUTE_GUARDS, trialToUpgrade);
