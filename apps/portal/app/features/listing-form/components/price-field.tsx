import { TextField } from "@griya/ui/text-field";
import type { ChangeEvent } from "react";
import { formatPriceDigits, priceDigits } from "../price-input";

export type PriceFieldProps = {
  label: string;
  /** Digits only. */
  defaultValue: string;
  hint?: string;
  error?: string[];
  required?: boolean;
};

/** Position in `shown` just after its `count`-th digit. */
function caretAfterDigits(shown: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < shown.length; index++) {
    if (/\d/.test(shown[index]!) && ++seen === count) return index + 1;
  }
  return shown.length;
}

/**
 * A rupiah amount typed with thousand separators ("1.500.000"). The input is regrouped as it is typed, before the
 * form reads it (the form takes its digits); the caret stays after the same digit when the dots move, so editing
 * in the middle works.
 */
export function PriceField({ label, defaultValue, hint, error, required }: PriceFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const shown = formatPriceDigits(priceDigits(input.value));
    if (shown === input.value) return;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length);
    const digitsBefore = (before.match(/\d/g) ?? []).length;
    const focused = document.activeElement === input;
    input.value = shown;
    if (focused) {
      const caret = caretAfterDigits(shown, digitsBefore);
      input.setSelectionRange(caret, caret);
    }
  }

  return (
    <TextField
      label={label}
      name="price"
      inputMode="numeric"
      autoComplete="off"
      required={required}
      defaultValue={formatPriceDigits(defaultValue)}
      onChange={handleChange}
      hint={hint}
      error={error}
    />
  );
}
