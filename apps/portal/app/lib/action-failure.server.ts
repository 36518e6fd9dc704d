import { data } from "react-router";
import { classifyApiError } from "./api-problem";
import { formFailure, type FormFailure } from "./form-result";
import { sessionExpiredResponse } from "./session-expired";

/**
 * A failed API call inside a route action, as the form's answer: 470 → messages on the fields, "Oops..."
 * dialogs for 5xx and other errors with an errors text, and a 401 thrown as the "Session Expired" error
 * every error boundary shows. Non-API errors (bugs) are rethrown.
 */
export function apiFailure(error: unknown, fallbackMessage: string, options: { formErrorWithDialog?: boolean } = {}) {
  const problem = classifyApiError(error);
  switch (problem.kind) {
    case "session-expired":
      throw sessionExpiredResponse();
    case "fields":
      return data<FormFailure>(formFailure({ fieldErrors: problem.fieldErrors }), { status: 400 });
    case "dialog":
      return data<FormFailure>(
        formFailure({ dialog: problem.dialog, formError: options.formErrorWithDialog ? fallbackMessage : null }),
        { status: 400 },
      );
    case "ignored":
      return data<FormFailure>(formFailure({}), { status: 400 });
    case "other":
      if (problem.status === null) throw error;
      return data<FormFailure>(formFailure({ formError: problem.message || fallbackMessage }), { status: 400 });
  }
}

/** The schema check failed on the server (a browser without JavaScript, or a tampered request). */
export function invalidForm(fieldErrors: Record<string, string[]>) {
  return data<FormFailure>(formFailure({ fieldErrors }), { status: 400 });
}
