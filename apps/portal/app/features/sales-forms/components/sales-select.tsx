import { FieldErrorList } from "../../../components/public/field-error-list";
import type { SalesFieldProps } from "./sales-form";

export type SalesOption = { value: string; label: string };

/**
 * A native select marked up like @griya/ui's Select (its module travels with the result cards' chunk, which these
 * pages do not otherwise load): the platform picker, the same classes, the error tied to the field.
 */
export function SalesSelect({
  id,
  name,
  label,
  options,
  placeholder,
  defaultValue,
  error,
}: SalesFieldProps & { label: string; options: SalesOption[]; placeholder: string }) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="g-field">
      <label className="g-label" htmlFor={id}>
        {label}
      </label>
      <div className="g-select-wrap">
        <select
          id={id}
          name={name}
          className="g-input g-select"
          defaultValue={defaultValue ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldErrorList id={errorId} messages={error} />
    </div>
  );
}
