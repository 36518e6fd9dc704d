import type { ComponentPropsWithRef } from "react";
import { FormField } from "./form-field";

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
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={props.required}
      id={id}
      className={className}
      describedBy={props["aria-describedby"]}
    >
      {(control) => (
        <div className="g-select-wrap">
          <select {...props} {...control} name={name} className="g-input g-select">
            {placeholder !== null && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
