import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "../components/page-error";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { pageMeta } from "../lib/page-meta";

/** Any path no page claims: the 404 page inside the layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error }) => pageMeta("notFound", error);

export default function NotFound() {
  return <NotFoundContent />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
