import { useEffect } from "react";
import { withoutParams } from "./without-params";

/**
 * Messages carried in the address (a success, a guard's reason) show once: after the first render the named
 * parameters leave the address bar, so a reload or a copied link does not say it again. The router keeps its
 * own location, so the page on screen goes on showing the message until the agent moves on.
 */
export function useOneTimeParams(...names: string[]): void {
  const key = names.join(",");
  useEffect(() => {
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const cleaned = withoutParams(current, key.split(","));
    if (cleaned !== current) window.history.replaceState(window.history.state, "", cleaned);
  }, [key]);
}
