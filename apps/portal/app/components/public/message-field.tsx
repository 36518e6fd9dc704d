import { FieldErrorList } from "./field-error-list";

/**
 * The message box of the public forms (enquiry, KPR, sales forms), marked up like @griya/ui's fields (its
 * Textarea's counter is more than these forms need).
 */
export function MessageField({
  id,
  name,
  label,
  defaultValue,
  required = false,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  required?: boolean;
  error?: string[];
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="g-field">
      <label className="g-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="g-input g-textarea"
        rows={4}
        maxLength={1000}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <FieldErrorList id={errorId} messages={error} />
    </div>
  );
}
