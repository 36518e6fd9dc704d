// What a form's route action answers when it does not redirect; shared by the action (server) and the form.
import type { ProblemDialog } from "./api-problem";

export type FormFailure = {
  ok: false;
  /** Field name → messages (a 470 answer, or the server-side schema check). */
  fieldErrors: Record<string, string[]>;
  /** A message not tied to a field, shown above the form. */
  formError: string | null;
  /** Global handling: a dialog the page shows ("Oops...", business codes). */
  dialog: ProblemDialog | null;
};

type FormSuccess<T extends object = object> = { ok: true } & T;

export type FormResult<T extends object = object> = FormSuccess<T> | FormFailure;

export function formFailure(parts: Partial<Omit<FormFailure, "ok">>): FormFailure {
  return {
    ok: false,
    fieldErrors: parts.fieldErrors ?? {},
    formError: parts.formError ?? null,
    dialog: parts.dialog ?? null,
  };
}
