import { useCallback, useEffect, useRef } from "react";
import { useBlocker, type BlockerFunction, type Blocker } from "react-router";
import { isLeavingWithFormsKept } from "../../../lib/leaving-kept";

/**
 * Asks before leaving a touched form: in-app navigation is blocked (the caller shows a dialog and proceeds or
 * resets the blocker), and closing or reloading the tab gets the browser's own prompt. `allowLeaving()` lets
 * the form navigate away itself after a save. Leaving with the form kept ("Masuk lagi" after the session ended)
 * does not ask either.
 */
export function useLeaveGuard(dirty: boolean): { blocker: Blocker; allowLeaving: () => void } {
  // Set by the form itself just before it navigates (an event, never a render).
  const leaving = useRef(false);

  // A new function when `dirty` changes: the router takes the blocker's latest function.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || isLeavingWithFormsKept()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // A blocked navigation whose reason went away (saved meanwhile) goes ahead.
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return {
    blocker,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
