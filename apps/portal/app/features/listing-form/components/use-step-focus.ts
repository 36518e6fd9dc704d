import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { FieldErrors, FormStep } from "../listing-form-request";

export type StepFocusTarget = "invalid" | "heading";

/**
 * Where focus goes once rendered: the first invalid field of a step, or the step's heading. With `errors`, not
 * before those messages show (Conform takes a result in after the render that hands it over).
 */
type FocusRequest = { step: FormStep; target: StepFocusTarget; seq: number; errors?: FieldErrors };

const sameFields = (a: FieldErrors, b: FieldErrors) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => key in b);

/**
 * Focus for the listing form's steps: a shown step's heading, or the first field with a message (else the
 * message summary above the form) once the messages it was asked with are on screen.
 */
export function useStepFocus(
  formRef: RefObject<HTMLFormElement | null>,
  errors: FieldErrors,
): (step: FormStep, target: StepFocusTarget, errors?: FieldErrors) => void {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const focusedSeq = useRef(0);

  useEffect(() => {
    if (!request || request.seq === focusedSeq.current) return;
    if (request.errors && !sameFields(errors, request.errors)) return;
    focusedSeq.current = request.seq;
    const element = formRef.current;
    const section = element?.querySelector<HTMLElement>(`[data-step="${request.step}"]`);
    const target =
      request.target === "invalid"
        ? (section?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          element?.querySelector<HTMLElement>(".listing-form-errors"))
        : section?.querySelector<HTMLElement>("h2");
    target?.focus();
  }, [request, errors, formRef]);

  return useCallback(
    (step, target, errors) => setRequest((previous) => ({ step, target, seq: (previous?.seq ?? 0) + 1, errors })),
    [],
  );
}
