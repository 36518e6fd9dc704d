// One rule for every single-line text field (names, titles, e-mail, phone, bank details…): no control characters.
// A line break, tab or other C0 control, DEL or a C1 control in such a field breaks e-mail headers, CSV exports,
// logs and the pages that show it; multi-line fields (addresses, descriptions, messages, notes) do not use it.
import * as v from "valibot";
import { controlCharacter } from "./validation-messages";

/** The contract's `pattern` for a single-line text field (JSON Schema syntax, the same characters as below). */
export const SINGLE_LINE_PATTERN = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$";

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `text` holds a control character (C0 including CR, LF and tab, DEL, or C1). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The valibot action of a single-line field: put it right after `v.string(…)`, before any trim, so a line break
 * anywhere in the value is refused with "<label> tidak boleh berisi karakter kontrol…".
 */
export function singleLine<TInput extends string>(label: string) {
  return v.check<TInput, string>((text) => !hasControlCharacter(text), controlCharacter(label));
}
