import { useNavigation } from "react-router";
import "./navigation-progress.css";

/**
 * A slim bar at the top of the window while the next page loads (a link or a form that navigates). Quick
 * navigations show nothing and the finished bar fills and fades: both in CSS, so the public pages' budget pays
 * only for this line of state. Decorative: screen readers hear the new page's title instead.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return <div className="nav-progress" data-phase={busy ? "loading" : "idle"} aria-hidden="true" />;
}
