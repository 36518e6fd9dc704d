import { useRouteError } from "react-router";
import { DEFAULT_SUPPORT_EMAIL } from "../../lib/support-email";
import { useRootData } from "../../lib/use-root-data";
import { PublicErrorContent } from "./public-error";

/** Every public route's ErrorBoundary: the page-level error inside the public frame. */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  return (
    <PublicErrorContent
      error={error}
      supportEmail={rootData?.supportEmail ?? DEFAULT_SUPPORT_EMAIL}
      requestId={rootData?.requestId}
    />
  );
}
