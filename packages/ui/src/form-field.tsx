import type { ReactNode } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds, type FieldError } from "./field";

/** What the control inside a FormField puts on itself: its id and the aria wiring to the hint and messages. */
export type FormFieldControlProps = {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FormFieldProps = {
  label: string;
  /** Shown under the control and read with it. */
  hint?: string;
  /** One message or the list a 470 answer (or the form's check) gives for this field. */
  error?: FieldError;
  /** Marks the label (a "*" where the form shows marks, see `g-marks-required`) and the control. */
  required?: boolean;
  id?: string;
  className?: string;
  /** More ids the control is described by (a counter), read before the hint and messages. */
  describedBy?: string;
  /** Beside the hint, under the control (a character counter). */
  aside?: ReactNode;
  children: (control: FormFieldControlProps) => ReactNode;
};

/**
 * One form field: label, control, hint, messages and required mark, with the control's id, aria-invalid and
 * aria-describedby wired. TextField, Select and Textarea are built on it; a form's own control (a price with
 * separators, a picker) uses it through `children`.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  className,
  describedBy,
  aside,
  children,
}: FormFieldProps) {
  const field = useFieldIds(id, hint, error);
  return (
    <div className={classNames("g-field", className)}>
      <label className={classNames("g-label", required && "g-label--required")} htmlFor={field.inputId}>
        {label}
      </label>
      {children({
        id: field.inputId,
        required,
        "aria-invalid": field.invalid || undefined,
        "aria-describedby": field.describedBy(describedBy),
      })}
      {aside ? (
        <div className="g-field-meta">
          <FieldHint id={field.hintId} hint={hint} />
          {aside}
        </div>
      ) : (
        <FieldHint id={field.hintId} hint={hint} />
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
