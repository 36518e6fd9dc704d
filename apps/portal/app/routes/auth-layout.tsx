import { Outlet, useMatches } from "react-router";
import { AppShell } from "../components/app-shell";
import { NavigationProgress } from "../components/navigation-progress";
import { PortalProviders } from "../components/portal-providers";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { leafPageKey } from "../lib/page-meta";
import { DEFAULT_SUPPORT_EMAIL } from "../lib/support-email";
import { useRootData } from "../lib/use-root-data";

/** Login, registration and onboarding steps: header and footer, no sidebar, content centred. */
function AuthShell({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  return (
    <AppShell
      variant="auth"
      user={rootData?.user ?? null}
      supportEmail={rootData?.supportEmail ?? DEFAULT_SUPPORT_EMAIL}
      mobile={rootData?.mobile ?? false}
      pageKey={leafPageKey(useMatches())}
    >
      <div className="auth-page">{children}</div>
    </AppShell>
  );
}

export default function AuthLayout() {
  return (
    <PortalProviders>
      <NavigationProgress />
      <AuthShell>
        <Outlet />
      </AuthShell>
    </PortalProviders>
  );
}

export function ErrorBoundary() {
  return (
    <PortalProviders>
      <AuthShell>
        <RouteErrorBoundary />
      </AuthShell>
    </PortalProviders>
  );
}
