import { Outlet } from "react-router";
import { NavigationProgress } from "../components/navigation-progress";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicShell } from "../components/public/public-shell";
import { DEFAULT_SUPPORT_EMAIL } from "../lib/support-email";
import { useRootData } from "../lib/use-root-data";
import "../components/public/public.css";

/**
 * The public marketplace pages (search, listing, agent, favourites): a light header and footer, no sidebar,
 * no query cache or dialogs (ADR 0024). Everything a buyer reads comes from the route loaders.
 */
function Shell({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  return (
    <PublicShell
      user={rootData?.user ?? null}
      supportEmail={rootData?.supportEmail ?? DEFAULT_SUPPORT_EMAIL}
      mobile={rootData?.mobile ?? false}
    >
      {children}
    </PublicShell>
  );
}

export default function PublicLayout() {
  return (
    <>
      <NavigationProgress />
      <Shell>
        <Outlet />
      </Shell>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <PublicErrorBoundary />
    </Shell>
  );
}
