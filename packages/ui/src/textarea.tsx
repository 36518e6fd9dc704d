import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from "react";
import { FormField } from "./form-field";

export type TextareaProps = Omit<ComponentPropsWithRef<"textarea">, "name"> & {
  label: string;
  name: string;
  error?: string | string[];
  hint?: string;
  /** Shows "12/160" under the field; needs `maxLength`. */
  showCount?: boolean;
};

function lengthOf(value: ComponentPropsWithRef<"textarea">["value"]): number {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join(",").length : String(value).length;
}

/** Multi-line text (notes, address, description) with an optional character counter. */
export function Textarea({
  label,
  name,
  error,
  hint,
  showCount = false,
  id,
  className,
  maxLength,
  rows = 4,
  onChange,
  ...props
}: TextareaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  // Uncontrolled fields count what was typed; controlled ones count `value`.
  const [typedLength, setTypedLength] = useState(() => lengthOf(props.defaultValue));
  const length = props.value !== undefined ? lengthOf(props.value) : typedLength;
  const countId = showCount && maxLength !== undefined ? `${inputId}-count` : undefined;
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={props.required}
      id={inputId}
      className={className}
      describedBy={[props["aria-describedby"], countId].filter(Boolean).join(" ") || undefined}
      aside={
        countId && (
          <p id={countId} className="g-field-count">
            {length}/{maxLength}
          </p>
        )
      }
    >
      {(control) => (
        <textarea
          {...props}
          {...control}
          name={name}
          rows={rows}
          maxLength={maxLength}
          className="g-input g-textarea"
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            setTypedLength(event.target.value.length);
            onChange?.(event);
          }}
        />
      )}
    </FormField>
  );
}
