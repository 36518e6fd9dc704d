import type { ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { FieldErrors, useFieldIds } from "./field";

export type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "name" | "type"> & {
  label: string;
  name: string;
  error?: string | string[];
};

export function Checkbox({ label, name, error, id, className, ...props }: CheckboxProps) {
  const field = useFieldIds(id, undefined, error);
  return (
    <div className={classNames("g-field g-checkbox", className)}>
      <div className="g-checkbox-row">
        <input
          {...props}
          id={field.inputId}
          name={name}
          type="checkbox"
          className="g-checkbox-input"
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy(props["aria-describedby"])}
        />
        <label className="g-checkbox-label" htmlFor={field.inputId}>
          {label}
        </label>
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
