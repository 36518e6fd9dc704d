import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { noteUnsavedForm, takeKeptForm } from "./kept-forms";
import { useRootData } from "./use-root-data";

export type KeptFormOptions = {
  /** Names the form within its page. */
  formId: string;
  /**
   * What the form holds while it differs from what is saved (null otherwise), or a function that reads it when
   * the session ends; only what may be stored (no passwords, no card numbers).
   */
  unsaved: unknown;
  /** Puts back what was kept; false when it no longer fits the form (nothing is restored then). */
  restore: (kept: unknown) => boolean;
};

/**
 * Keeps a form's unsaved values across a new login after the session ended (lib/kept-forms.ts) and restores
 * them once the agent is back on the same page. `restored` says to show the notice with its discard button.
 */
export function useKeptForm({ formId, unsaved, restore }: KeptFormOptions) {
  const agentId = useRootData()?.user?.id ?? null;
  const { pathname } = useLocation();
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    // A form that mounts starts from what is saved: nothing of an earlier visit is pending.
    noteUnsavedForm(formId, pathname, null);
    if (agentId === null) return;
    const kept = takeKeptForm(window.sessionStorage, agentId, pathname, formId);
    if (kept !== null && restoreRef.current(kept)) setRestored(true);
  }, [formId, pathname, agentId]);

  useEffect(() => {
    noteUnsavedForm(formId, pathname, unsaved ?? null);
  }, [formId, pathname, unsaved]);

  return { restored, closeNotice: () => setRestored(false) };
}
