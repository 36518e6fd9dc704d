import { useEffect, type RefObject } from "react";
import type { FormResult } from "./form-result";
import { reportProblem } from "./problem-store";

/**
 * What a route-action form on the Conform path does with the action's answer besides its field messages (which
 * useCheckedForm shows, focusing the first field with one): the answer's dialog is shown, and when no field on
 * screen has a message, the message above the fields (`.form-error`) takes focus (keyboard and screen readers).
 */
export function useFormAnswer(formRef: RefObject<HTMLFormElement | null>, result: FormResult | undefined): void {
  useEffect(() => {
    if (!result || result.ok) return;
    if (result.dialog) reportProblem({ kind: "dialog", dialog: result.dialog });
    const form = formRef.current;
    const onAField = Object.keys(result.fieldErrors).some((name) =>
      form?.querySelector(`[name="${CSS.escape(name)}"]:not([type="hidden"])`),
    );
    if (!onAField) form?.querySelector<HTMLElement>(".form-error")?.focus();
  }, [formRef, result]);
}
