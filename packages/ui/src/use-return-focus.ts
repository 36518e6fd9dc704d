import { useLayoutEffect, useRef } from "react";

/**
 * Internal: Radix dialogs give focus back to their own Trigger, but ours are opened by buttons elsewhere
 * (the header's menu button, a failed form submit). Remember what had focus when `open` turned true and
 * return there on close. A layout effect runs before Radix's focus scope moves focus into the dialog.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);
  return (event) => {
    const target = previous.current;
    previous.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
