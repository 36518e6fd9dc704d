import { classifyApiError } from "./api-problem";
import { reportProblem } from "./problem-store";

/**
 * Global handling for a failed browser call (docs/product/error-codes.md#what-the-portal-shows): 401 → the
 * session-expired dialog, 5xx and other errors with an errors text → "Oops...", business codes and promo refusals →
 * their dialogs. 470 is left to the form (it shows the messages on the fields) and 460 is ignored. Returns whether a
 * dialog took care of it.
 */
export function reportApiError(error: unknown): boolean {
  const problem = classifyApiError(error);
  switch (problem.kind) {
    case "session-expired":
      reportProblem({ kind: "session-expired" });
      return true;
    case "dialog":
      reportProblem({ kind: "dialog", dialog: problem.dialog });
      return true;
    default:
      return false;
  }
}
