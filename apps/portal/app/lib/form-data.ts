// Reading HTML form posts into the objects the domain schemas check. The schemas take values as a form posts
// them (ids as strings, "" for an empty optional field), and the same readers run in the browser before
// sending and in the route action after receiving, so both sides validate the same values.

/** A text field; absent → "". */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every value of a repeated field (checkbox groups, multi-selects), blanks dropped. */
export function list(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string" && value.trim() !== "");
}

/** A checkbox: "true", "on" or "1" when ticked. */
export function checked(form: FormData, name: string): boolean {
  const value = form.get(name);
  return value === "true" || value === "on" || value === "1";
}
