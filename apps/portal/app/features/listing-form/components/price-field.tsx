import { TextField } from "@griya/ui/text-field";
import { useLayoutEffect, useRef, type ChangeEvent } from "react";
import { formatPriceDigits, priceDigits } from "../price-input";

export type PriceFieldProps = {
  label: string;
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
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
 * A rupiah amount typed with thousand separators ("1.500.000"). The state holds digits; the caret stays after
 * the same digit when the dots move, so editing in the middle works.
 */
export function PriceField({ label, value, onChange, hint, error, required }: PriceFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = formatPriceDigits(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const caret = caretAfterDigits(shown, pendingCaret.current);
    pendingCaret.current = null;
    input.setSelectionRange(caret, caret);
  }, [shown]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length);
    pendingCaret.current = (before.match(/\d/g) ?? []).length;
    onChange(priceDigits(input.value));
  }

  return (
    <TextField
      ref={inputRef}
      label={label}
      name="price"
      inputMode="numeric"
      autoComplete="off"
      required={required}
      value={shown}
      onChange={handleChange}
      hint={hint}
      error={error}
    />
  );
}
