/**
 * A field the form does not show now (the property type hides it, a sale has no rent period) keeps its value as
 * a hidden input: the inputs are the form's state (ADR 0047), so the value is there again when the field returns.
 * The check leaves hidden fields out of what is sent.
 */
export function HiddenValue({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}
