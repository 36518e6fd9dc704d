import { fieldErrors } from "@griya/domain/auth-schemas";
import { useEffect, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import type { FormResult } from "./form-result";
import { reportProblem } from "./problem-store";

export type FieldErrors = Record<string, string[]>;

export type FormState = {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Checks the form with the schema before it is sent; invalid forms are not sent. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errors: FieldErrors;
  formError: string | null;
  /** Replaces the shown errors (e.g. a live check such as "Email sudah terdaftar."). */
  setClientErrors: (errors: FieldErrors | null) => void;
};

/**
 * Client validation with the domain's valibot schema (the same one the action uses), the server's answer
 * (470 messages per field, a form message) and its error dialog, and focus on the first invalid field.
 */
export function useFormState(
  schema: v.GenericSchema,
  read: (form: FormData) => unknown,
  result: FormResult | undefined | null,
): FormState {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  // A new answer from the server replaces the browser's own messages.
  useEffect(() => {
    if (!result) return;
    setClientErrors(null);
    if (!result.ok && result.dialog) reportProblem({ kind: "dialog", dialog: result.dialog });
  }, [result]);

  const failure = result && !result.ok ? result : null;
  const errors = clientErrors ?? failure?.fieldErrors ?? {};
  const formError = clientErrors ? null : (failure?.formError ?? null);

  // After a failed attempt, move focus to the first field that needs fixing (keyboard and screen readers).
  useEffect(() => {
    if (Object.keys(errors).length === 0 && !formError) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else formRef.current?.querySelector<HTMLElement>(".form-error")?.focus();
  }, [clientErrors, result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = v.safeParse(schema, read(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.issues));
  }

  return { formRef, onSubmit, errors, formError, setClientErrors };
}
