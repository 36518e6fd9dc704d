import { useRouteError } from "react-router";
import { DEFAULT_SUPPORT_EMAIL } from "../lib/support-email";
import { useRootData } from "../lib/use-root-data";
import { PageErrorContent } from "./page-error";

/**
 * Every route's ErrorBoundary: the page-level error (docs/product/error-codes.md#what-the-portal-shows), inside the
 * layout of the route's parent.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  return (
    <PageErrorContent
      error={error}
      supportEmail={rootData?.supportEmail ?? DEFAULT_SUPPORT_EMAIL}
      requestId={rootData?.requestId}
    />
  );
}
