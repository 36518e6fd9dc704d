import { useState, type ChangeEvent } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds } from "./field";

export type QuantityStepperProps = {
  label: string;
  name: string;
  /** Controlled value; null while the input is empty or not a number. */
  value?: number | null;
  defaultValue?: number;
  onChange?: (value: number | null) => void;
  /** Smallest value; also the base of the step grid (min, min + step, …). Default 0. */
  min?: number;
  step?: number;
  max?: number;
  decrementLabel?: string;
  incrementLabel?: string;
  error?: string | string[];
  hint?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
};

const parse = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * A number with "Kurangi" / "Tambah" buttons that move along the step grid (5, 10, 15 … for listing slots)
 * and stop at min and max. Typing is free; the form's schema reports a value off the grid.
 */
export function QuantityStepper({
  label,
  name,
  value,
  defaultValue,
  onChange,
  min = 0,
  step = 1,
  max,
  decrementLabel = "Kurangi",
  incrementLabel = "Tambah",
  error,
  hint,
  disabled = false,
  id,
  className,
}: QuantityStepperProps) {
  const { inputId, hintId, errorId, errors, invalid, describedBy } = useFieldIds(id, hint, error);
  const [text, setText] = useState(() => String(value ?? defaultValue ?? min));
  // A controlled value that changed from outside wins over what was typed.
  const shown = value !== undefined && parse(text) !== value ? (value === null ? "" : String(value)) : text;
  const current = parse(shown);

  const set = (next: number | null, nextText = next === null ? "" : String(next)) => {
    setText(nextText);
    onChange?.(next);
  };

  // Next / previous point on the grid min + k·step, within [min, max].
  const up = current === null ? min : Math.max(min, min + (Math.floor((current - min) / step) + 1) * step);
  const down = current === null ? min : min + (Math.ceil((current - min) / step) - 1) * step;
  const canUp = max === undefined || up <= max;
  const canDown = current !== null && current > min && down >= min;

  return (
    <div className={classNames("g-field g-stepper", className)}>
      <label className="g-label" htmlFor={inputId}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <div className="g-stepper-controls">
        <button
          type="button"
          className="g-stepper-button"
          aria-label={decrementLabel}
          aria-controls={inputId}
          disabled={disabled || !canDown}
          onClick={() => set(Math.max(min, max === undefined ? down : Math.min(max, down)))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          name={name}
          className="g-input g-stepper-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={shown}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy()}
          onChange={(event: ChangeEvent<HTMLInputElement>) => set(parse(event.target.value), event.target.value)}
        />
        <button
          type="button"
          className="g-stepper-button"
          aria-label={incrementLabel}
          aria-controls={inputId}
          disabled={disabled || !canUp}
          onClick={() => set(up)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
