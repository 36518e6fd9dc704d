import { useId } from "react";

/** Internal: ids and aria wiring shared by TextField, PasswordField, Select and Checkbox. */
export type FieldError = string | string[] | undefined;

export function errorMessages(error: FieldError): string[] {
  if (error === undefined) return [];
  return (Array.isArray(error) ? error : [error]).filter((message) => message !== "");
}

export function useFieldIds(id: string | undefined, hint: string | undefined, error: FieldError) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errors = errorMessages(error);
  const errorId = errors.length > 0 ? `${inputId}-error` : undefined;
  return {
    inputId,
    hintId,
    errorId,
    errors,
    invalid: errors.length > 0,
    describedBy: (extra?: string) => [extra, hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
}

export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  if (!id || !hint) return null;
  return (
    <p id={id} className="g-field-hint">
      {hint}
    </p>
  );
}

export function FieldErrors({ id, errors }: { id: string | undefined; errors: string[] }) {
  if (!id || errors.length === 0) return null;
  return (
    <div id={id} className="g-field-error">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
