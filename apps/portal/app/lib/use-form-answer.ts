import { useEffect, type RefObject } from "react";
import type { FormResult } from "./form-result";
import { reportProblem } from "./problem-store";

/** Once the messages are on screen: the first field marked invalid, or else the message above the fields. */
function focusFirstProblem(formRef: RefObject<HTMLFormElement | null>) {
  requestAnimationFrame(() => {
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>(".form-error")
    )?.focus();
  });
}

/**
 * What a route-action form on the Conform path does with the action's answer besides showing its messages: the
 * answer's dialog is shown, and after a refused press (by the action, or by the check: pass `onInvalid` to
 * useCheckedForm) focus goes to the first field marked invalid, or else to the message above the fields
 * (`.form-error`), for keyboard and screen-reader users. Marked invalid, not named: a field may show the message
 * of another (the office's name shows "Kantor agen wajib diisi."), and a hidden field's message shows above.
 */
export function useFormAnswer(formRef: RefObject<HTMLFormElement | null>, result: FormResult | undefined) {
  useEffect(() => {
    if (!result || result.ok) return;
    if (result.dialog) reportProblem({ kind: "dialog", dialog: result.dialog });
    focusFirstProblem(formRef);
  }, [formRef, result]);
  return { onInvalid: () => focusFirstProblem(formRef) };
}
