import { useId, useState, type ChangeEvent } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, errorMessages } from "./field";

export type ChoiceOption = { value: string; label: string; disabled?: boolean };

export type RadioGroupProps = {
  /** The question, rendered as the fieldset's legend. */
  label: string;
  name: string;
  options: ChoiceOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string | string[];
  hint?: string;
  /** Options side by side (wrapping) instead of stacked. */
  inline?: boolean;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * Native radio buttons in a fieldset: the browser gives the group one tab stop, arrow keys move and select,
 * and the form posts `name=value` without any script.
 */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
  hint,
  inline = false,
  required,
  disabled,
  className,
}: RadioGroupProps) {
  const id = useId();
  const errors = errorMessages(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;

  return (
    <fieldset
      className={classNames("g-field g-fieldset", className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      disabled={disabled}
    >
      <legend className={classNames("g-label g-legend", required && "g-label--required")}>{label}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={classNames("g-choices", inline && "g-choices--inline")}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option.value} className="g-choice">
              <input
                id={optionId}
                type="radio"
                className="g-radio-input"
                name={name}
                value={option.value}
                checked={current === option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={errors.length > 0 || undefined}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  if (!event.target.checked) return;
                  setUncontrolled(option.value);
                  onChange?.(option.value);
                }}
              />
              <label className="g-choice-label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
