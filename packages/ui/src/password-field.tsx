import { useState } from "react";
import { classNames } from "./class-names";
import { FieldErrors, FieldHint, useFieldIds } from "./field";
import type { TextFieldProps } from "./text-field";

// Apart from TextField so that pages without a password (the public marketplace) do not ship its toggle.

export type PasswordFieldProps = Omit<TextFieldProps, "type"> & {
  showLabel?: string;
  hideLabel?: string;
};

export function PasswordField({
  label,
  name,
  error,
  hint,
  id,
  className,
  showLabel = "Tampilkan kata sandi",
  hideLabel = "Sembunyikan kata sandi",
  ...props
}: PasswordFieldProps) {
  const field = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={classNames("g-field", className)}>
      <label className="g-label" htmlFor={field.inputId}>
        {label}
      </label>
      <div className="g-input-group">
        <input
          autoComplete="current-password"
          {...props}
          id={field.inputId}
          name={name}
          type={visible ? "text" : "password"}
          className="g-input"
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy(props["aria-describedby"])}
        />
        <button
          type="button"
          className="g-input-toggle"
          aria-controls={field.inputId}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={visible} />
          <span className="g-visually-hidden">{visible ? hideLabel : showLabel}</span>
        </button>
      </div>
      <FieldHint id={field.hintId} hint={hint} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
