import { useId, useState } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, errorMessages } from "./field";
import type { ChoiceOption } from "./radio-group";

export type { ChoiceOption } from "./radio-group";

export type CheckboxGroupProps = {
  /** The question, rendered as the fieldset's legend. */
  label: string;
  name: string;
  options: ChoiceOption[];
  values?: string[];
  defaultValues?: string[];
  onChange?: (values: string[]) => void;
  error?: string | string[];
  hint?: string;
  /** Once this many are checked the others are disabled until one is unchecked. */
  maxSelected?: number;
  /** Shown (and announced with the group) when `maxSelected` is set. */
  maxSelectedLabel?: (max: number) => string;
  inline?: boolean;
  disabled?: boolean;
  className?: string;
};

/** Native checkboxes in a fieldset; each posts `name=value`, so the form sends the list (FormData.getAll). */
export function CheckboxGroup({
  label,
  name,
  options,
  values,
  defaultValues = [],
  onChange,
  error,
  hint,
  maxSelected,
  maxSelectedLabel = (max) => `Pilih maksimal ${max}.`,
  inline = false,
  disabled,
  className,
}: CheckboxGroupProps) {
  const id = useId();
  const errors = errorMessages(error);
  const limitText = maxSelected === undefined ? undefined : maxSelectedLabel(maxSelected);
  const description = [hint, limitText].filter(Boolean).join(" ") || undefined;
  const hintId = description ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValues);
  const current = values ?? uncontrolled;
  const full = maxSelected !== undefined && current.length >= maxSelected;

  const toggle = (value: string, checked: boolean) => {
    // Keep the options' order, whatever order they were ticked in.
    const next = options
      .map((option) => option.value)
      .filter((optionValue) => (optionValue === value ? checked : current.includes(optionValue)));
    setUncontrolled(next);
    onChange?.(next);
  };

  return (
    <fieldset
      className={classNames("g-field g-fieldset", className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      disabled={disabled}
    >
      <legend className="g-label g-legend">{label}</legend>
      <FieldHint id={hintId} hint={description} />
      <div className={classNames("g-choices", inline && "g-choices--inline")}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = current.includes(option.value);
          return (
            <div key={option.value} className="g-choice">
              <input
                id={optionId}
                type="checkbox"
                className="g-checkbox-input"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled || (full && !checked)}
                aria-invalid={errors.length > 0 || undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
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
