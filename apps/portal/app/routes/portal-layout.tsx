import { Outlet, useMatches } from "react-router";
import { AppShell } from "../components/app-shell";
import { NavigationProgress } from "../components/navigation-progress";
import { PortalProviders } from "../components/portal-providers";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { TakeoverBanner } from "../features/banners/components/takeover-banner";
import { leafPageKey } from "../lib/page-meta";
import { DEFAULT_SUPPORT_EMAIL } from "../lib/support-email";
import { useRootData } from "../lib/use-root-data";

/** Portal and marketplace pages: header, sidebar (agents), breadcrumbs, footer. */
function PortalShell({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const pageKey = leafPageKey(useMatches());
  return (
    <AppShell
      variant="portal"
      user={rootData?.user ?? null}
      supportEmail={rootData?.supportEmail ?? DEFAULT_SUPPORT_EMAIL}
      mobile={rootData?.mobile ?? false}
      pageKey={pageKey}
    >
      {children}
    </AppShell>
  );
}

export default function PortalLayout() {
  return (
    <PortalProviders>
      <NavigationProgress />
      <PortalShell>
        <Outlet />
      </PortalShell>
      <TakeoverBanner />
    </PortalProviders>
  );
}

export function ErrorBoundary() {
  return (
    <PortalProviders>
      <PortalShell>
        <RouteErrorBoundary />
      </PortalShell>
    </PortalProviders>
  );
}
