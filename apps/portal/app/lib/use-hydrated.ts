import { useSyncExternalStore } from "react";

const noUpdates = () => () => {};

/**
 * False in the server render and while hydrating, true once the page runs in the browser: for what only the
 * script can offer (progressive enhancement) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noUpdates,
    () => true,
    () => false,
  );
}
