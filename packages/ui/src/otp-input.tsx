import type { ChangeEvent, ClipboardEvent, ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds } from "./field";

export type OtpInputProps = Omit<
  ComponentPropsWithRef<"input">,
  "type" | "inputMode" | "autoComplete" | "pattern" | "maxLength"
> & {
  label?: string;
  name?: string;
  error?: string | string[];
  hint?: string;
  /** Number of digits (6 everywhere in the product). */
  length?: number;
};

function digitsOf(text: string, length: number): string {
  return text.replace(/\D/g, "").slice(0, length);
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
function setNativeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * One field for the SMS code: numeric keyboard, the phone's one-time-code autofill, digits only (anything
 * else typed or pasted is dropped, so "123 456" pastes as 123456).
 */
export function OtpInput({
  label = "Kode OTP",
  name = "otp",
  error,
  hint,
  length = 6,
  id,
  className,
  onChange,
  onPaste,
  ...props
}: OtpInputProps) {
  const field = useFieldIds(id, hint, error);
  return (
    <div className={classNames("g-field g-otp", className)}>
      <label className="g-label" htmlFor={field.inputId}>
        {label}
      </label>
      <input
        {...props}
        id={field.inputId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${length}}`}
        maxLength={length}
        spellCheck={false}
        className="g-input g-otp-input"
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy(props["aria-describedby"])}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const digits = digitsOf(event.target.value, length);
          if (digits !== event.target.value) event.target.value = digits;
          onChange?.(event);
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          onPaste?.(event);
          if (event.defaultPrevented) return;
          // maxLength would cut "123 456" to "123 45" before the digits are picked out.
          const input = event.currentTarget;
          const start = input.selectionStart ?? input.value.length;
          const end = input.selectionEnd ?? input.value.length;
          const pasted = event.clipboardData.getData("text");
          event.preventDefault();
          setNativeValue(input, digitsOf(input.value.slice(0, start) + pasted + input.value.slice(end), length));
        }}
      />
      <FieldHint id={field.hintId} hint={hint} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
