// What a new password may not be, beyond its length: one rule for every form that sets one (register, reset,
// create, change), used by the valibot schemas in the browser and by the API's handlers.
import { COMMON_PASSWORDS_TEXT } from "./common-passwords";
import { blankPassword, commonPassword, passwordIsEmail } from "./validation-messages";

let common: ReadonlySet<string> | undefined;

/** Built on first use, so a bundle that never checks a password does not pay for the list. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n").filter((line) => line !== ""));
  return common;
}

const canonical = (text: string): string => text.trim().toLowerCase();

/** One of the most common passwords, whatever its case or surrounding spaces ("Password ", "12345678"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(canonical(password));
}

/**
 * The Indonesian message refusing a new password, or null when it may be used: nothing but whitespace, the
 * account's own e-mail address (when known), or one of the most common passwords.
 */
export function newPasswordProblem(password: string, email?: string | null): string | null {
  if (password.trim() === "") return blankPassword();
  if (email && canonical(password) === canonical(email)) return passwordIsEmail();
  if (isCommonPassword(password)) return commonPassword();
  return null;
}
