import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * The results of a list while its next page, tab or search loads (a navigation to the same path): dimmed
 * and marked aria-busy, so the old rows are not mistaken for the new ones.
 */
export function ListBusy({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="g-stack list-busy" aria-busy={busy || undefined} data-busy={busy || undefined}>
      {children}
    </div>
  );
}
