import { useEffect, useRef } from "react";

/**
 * Moves focus once the next render is committed: a control that moves, disappears or gets disabled (reordered
 * photo, finished upload) must not drop keyboard focus onto the page body.
 */
export function useFocusAfterRender(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    find()?.focus();
  });
  return (find) => {
    pending.current = find;
  };
}
