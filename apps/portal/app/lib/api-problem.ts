// Global handling in one place (docs/product/error-codes.md#what-the-portal-shows): what a failed API call means for
// the screen. Used by the browser (query/mutation caches, uploads) and by route actions (which pass the result to the
// page as action data).
import { ApiError, BusinessError, NetworkError, PromoError, ValidationError } from "@griya/api-client/errors";
import {
  describeErrorCode,
  type ErrorCode,
  isErrorCode,
  OOPS_TITLE,
  PROMO_ERROR_TITLE,
} from "@griya/domain/error-codes";
import { refusalNeed, type RefusalNeed } from "./refusal-remedy";
import type { ResumableListingAction } from "./resume-action";

/** A dialog the page shows ("Oops...", business codes, promo). */
export type ProblemDialog = {
  title: string;
  message: string;
  lines?: string[];
  tone: "warning" | "danger";
  /** The help article about what fell short (coins, membership, slots), linked under the message. */
  help?: ProblemHelp;
  /** What fell short, when it can be bought: the dialog offers "Beli koin" (and the like) besides "OK". */
  need?: RefusalNeed;
  /** The listing action that was refused, kept while the agent buys what was missing (lib/resume-action.ts). */
  resume?: ResumeIntent;
};

export type ResumeIntent = {
  action: ResumableListingAction;
  listing: { uuid: string; number: string; title: string };
};

type ProblemHelp = { topic: "coin" | "membership" | "listing-slot"; about: string };

/** The business refusals by what fell short, and the help article that explains how to get more of it. */
const HELP_FOR_CODE: Record<ErrorCode, ProblemHelp> = {
  1001: { topic: "coin", about: "cara mendapatkan koin" },
  1004: { topic: "coin", about: "cara mendapatkan koin" },
  1007: { topic: "coin", about: "cara mendapatkan koin" },
  1009: { topic: "coin", about: "cara mendapatkan koin" },
  1002: { topic: "membership", about: "cara mengaktifkan membership" },
  1005: { topic: "membership", about: "cara mengaktifkan membership" },
  1008: { topic: "membership", about: "cara mengaktifkan membership" },
  1010: { topic: "membership", about: "cara mengaktifkan membership" },
  1003: { topic: "listing-slot", about: "cara menambah slot listing" },
  1006: { topic: "listing-slot", about: "cara menambah slot listing" },
  1011: { topic: "listing-slot", about: "slot Recommended Listing" },
};

export type ApiProblem =
  /** 401 while logged in: "Session Expired" → log out → /login. */
  | { kind: "session-expired" }
  /** 470: messages per field, shown on the form. */
  | { kind: "fields"; fieldErrors: Record<string, string[]>; message: string }
  /** 460: ignored. */
  | { kind: "ignored" }
  | { kind: "dialog"; dialog: ProblemDialog }
  /** Anything else (e.g. a 4xx without an errors text): the caller decides, usually a form message. */
  | { kind: "other"; status: number | null; message: string };

const oops = (message: string): ApiProblem => ({
  kind: "dialog",
  dialog: { title: OOPS_TITLE, message, tone: "danger" },
});

function errorsText(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return typeof errors === "string" && errors.trim() !== "" ? errors : undefined;
}

function hasCode(body: unknown): boolean {
  return (body as { code?: unknown } | null)?.code !== undefined;
}

/** Classifies any error thrown by an @griya/api-client call (or a NetworkError). */
export function classifyApiError(error: unknown): ApiProblem {
  if (error instanceof NetworkError) return oops(error.message);
  if (!(error instanceof ApiError))
    return { kind: "other", status: null, message: String((error as Error)?.message ?? error) };

  const { status, body } = error;
  if (status === 401) return { kind: "session-expired" };
  if (status === 460) return { kind: "ignored" };
  if (error instanceof ValidationError) return { kind: "fields", fieldErrors: error.errors, message: error.message };
  if (error instanceof PromoError) {
    return {
      kind: "dialog",
      dialog: { title: PROMO_ERROR_TITLE, message: error.message, lines: error.requirements, tone: "warning" },
    };
  }
  if (error instanceof BusinessError && isErrorCode(error.code)) {
    const { title, message } = describeErrorCode(error.code, error.fields);
    const need = refusalNeed(error.code, error.fields);
    return {
      kind: "dialog",
      dialog: { title, message, tone: "warning", help: HELP_FOR_CODE[error.code], ...(need ? { need } : {}) },
    };
  }
  const text = errorsText(body);
  if (status >= 500) return oops(text ?? error.message);
  if (text !== undefined && !hasCode(body)) return oops(text);
  return { kind: "other", status, message: text ?? error.message };
}
