import { ApiError, BusinessError, NetworkError } from "@griya/api-client/errors";
import { OOPS_TITLE } from "@griya/domain/error-codes";
import { classifyApiError } from "./api-problem";
import type { ShownProblem } from "./problem-store";

/** The actions of a listing card that ask for confirmation and call POST /api/listings/… . */
export type ListingAction = "activate" | "repost" | "duplicate" | "deactivate" | "delete";

/** Activating, reposting and duplicating (which activates the copy) cost coins; the dialog shows how many. */
const COSTLY_ACTIONS = ["activate", "repost", "duplicate"] as const satisfies readonly ListingAction[];
export type CostlyAction = (typeof COSTLY_ACTIONS)[number];
export const isCostly = (action: ListingAction): action is CostlyAction =>
  (COSTLY_ACTIONS as readonly string[]).includes(action);

/**
 * What a failed listing action shows. A business refusal (1001–1006) is its dialog with the answer's numbers, and an
 * ended session is the session-expired dialog, exactly as the global handling does. Anything else shows the catalogue's
 * failure text for the action (`failedText`), followed by what the server said about it, if anything (e.g. the 470 "add
 * at least one photo" of an incomplete draft).
 */
export function listingActionProblem(error: unknown, failedText: string): ShownProblem {
  const problem = classifyApiError(error);
  if (problem.kind === "session-expired") return problem;
  if (problem.kind === "dialog" && error instanceof BusinessError) return problem;
  const lines =
    problem.kind === "fields"
      ? Object.values(problem.fieldErrors).flat()
      : error instanceof NetworkError
        ? [error.message]
        : error instanceof ApiError && typeof (error.body as { errors?: unknown } | null)?.errors === "string"
          ? [(error.body as { errors: string }).errors]
          : [];
  return {
    kind: "dialog",
    dialog: { title: OOPS_TITLE, message: failedText, ...(lines.length > 0 ? { lines } : {}), tone: "danger" },
  };
}
