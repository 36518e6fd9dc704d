import type { ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds } from "./field";

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<ComponentPropsWithRef<"select">, "name" | "children"> & {
  label: string;
  name: string;
  options: SelectOption[];
  /** First, empty option; `null` leaves it out. With `required`, keeping it selected fails validation. */
  placeholder?: string | null;
  error?: string | string[];
  hint?: string;
};

/** A styled native <select>: the platform picker is the most usable one on phones. */
export function Select({
  label,
  name,
  options,
  placeholder = "Pilih…",
  error,
  hint,
  id,
  className,
  ...props
}: SelectProps) {
  const field = useFieldIds(id, hint, error);
  return (
    <div className={classNames("g-field", className)}>
      <label className="g-label" htmlFor={field.inputId}>
        {label}
      </label>
      <div className="g-select-wrap">
        <select
          {...props}
          id={field.inputId}
          name={name}
          className="g-input g-select"
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy(props["aria-describedby"])}
        >
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldHint id={field.hintId} hint={hint} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
