import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import "./navigation-progress.css";

type Phase = "idle" | "loading" | "done";

/** How long the finished bar stays full before it fades (ms); matches navigation-progress.css. */
const DONE_MS = 300;

/**
 * A slim bar at the top of the window while the next page loads (a link or a form that navigates). Quick
 * navigations show nothing (the bar appears after a short delay in CSS). Decorative: screen readers hear the
 * new page's title instead, so the bar is hidden from them.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      setPhase("loading");
      return;
    }
    setPhase((current) => (current === "loading" ? "done" : current));
    const timer = window.setTimeout(() => setPhase("idle"), DONE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return <div className="nav-progress" data-phase={phase} aria-hidden="true" />;
}
