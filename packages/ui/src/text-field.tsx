import type { ComponentPropsWithRef } from "react";
import { FormField } from "./form-field";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "name"> & {
  label: string;
  name: string;
  /** One message or the list a 470 response gives for this field. */
  error?: string | string[];
  hint?: string;
};

export function TextField({ label, name, error, hint, id, className, type = "text", ...props }: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={props.required}
      id={id}
      className={className}
      describedBy={props["aria-describedby"]}
    >
      {(control) => <input {...props} {...control} name={name} type={type} className="g-input" />}
    </FormField>
  );
}
