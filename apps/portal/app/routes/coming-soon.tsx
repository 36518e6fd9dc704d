import { useMatches, type MetaFunction } from "react-router";
import { ComingSoon } from "../components/coming-soon";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { leafPageKey, pageMeta } from "../lib/page-meta";

// One module for every screen not built yet; routes.ts registers it once per page (route id = page key).

export const meta: MetaFunction = ({ matches, error }) => pageMeta(leafPageKey(matches), error);

export default function ComingSoonRoute() {
  const pageKey = leafPageKey(useMatches()) ?? "home";
  return <ComingSoon pageKey={pageKey} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
