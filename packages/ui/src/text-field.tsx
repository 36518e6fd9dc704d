import type { ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds } from "./field";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "name"> & {
  label: string;
  name: string;
  /** One message or the list a 470 response gives for this field. */
  error?: string | string[];
  hint?: string;
};

export function TextField({ label, name, error, hint, id, className, type = "text", ...props }: TextFieldProps) {
  const field = useFieldIds(id, hint, error);
  return (
    <div className={classNames("g-field", className)}>
      <label className="g-label" htmlFor={field.inputId}>
        {label}
      </label>
      <input
        {...props}
        id={field.inputId}
        name={name}
        type={type}
        className="g-input"
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy(props["aria-describedby"])}
      />
      <FieldHint id={field.hintId} hint={hint} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
