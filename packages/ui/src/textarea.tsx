import { useState, type ChangeEvent, type ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds } from "./field";

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
  const field = useFieldIds(id, hint, error);
  // Uncontrolled fields count what was typed; controlled ones count `value`.
  const [typedLength, setTypedLength] = useState(() => lengthOf(props.defaultValue));
  const length = props.value !== undefined ? lengthOf(props.value) : typedLength;
  const countId = showCount && maxLength !== undefined ? `${field.inputId}-count` : undefined;
  return (
    <div className={classNames("g-field", className)}>
      <label className="g-label" htmlFor={field.inputId}>
        {label}
      </label>
      <textarea
        {...props}
        id={field.inputId}
        name={name}
        rows={rows}
        maxLength={maxLength}
        className="g-input g-textarea"
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy([props["aria-describedby"], countId].filter(Boolean).join(" ") || undefined)}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTypedLength(event.target.value.length);
          onChange?.(event);
        }}
      />
      {(hint || countId) && (
        <div className="g-field-meta">
          <FieldHint id={field.hintId} hint={hint} />
          {countId && (
            <p id={countId} className="g-field-count">
              {length}/{maxLength}
            </p>
          )}
        </div>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
