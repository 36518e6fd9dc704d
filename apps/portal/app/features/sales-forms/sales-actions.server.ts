import { phoneNumberProblem } from "@griya/domain/phone-number";
import * as msg from "@griya/domain/validation-messages";
import { NetworkError, RateLimitError, ServerError, ValidationError } from "@griya/api-client/errors";
import { text } from "../../lib/form-data";
import { salesFormText } from "../../locales/sales-forms-public";
import { submitAgentRegistration, submitFindProjectInquiry, submitProjectRegistration } from "./sales-api.server";
import type { SalesFormAnswer } from "./sales-form-answer";
import { SALES_INTENT, type SalesIntent } from "./sales-intent";

/** The fields each form shows (and gets back after a refusal), named as the API names them. */
const SALES_FORM_FIELDS = {
  [SALES_INTENT.agentInterest]: ["name", "email", "phone", "agent_type_id", "agent_office_name", "city_id", "message"],
  [SALES_INTENT.projectRegistration]: ["name", "email", "phone", "company_name", "project_name", "city_id", "message"],
  [SALES_INTENT.findProject]: [
    "name",
    "email",
    "phone",
    "property_type_id",
    "city_id",
    "budget_min",
    "budget_max",
    "message",
  ],
} as const satisfies Record<SalesIntent, readonly string[]>;

const optional = (form: FormData, name: string): string | null => text(form, name).trim() || null;

/** A select's id: a whole number, or null for "Pilih…". */
function optionalId(form: FormData, name: string): number | null {
  const value = Number(text(form, name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const MAX_BUDGET = 1_000_000_000_000;

/** "500.000.000", "Rp 500 000 000" or "500000000" → 500000000; blank → null; anything else a field error. */
function readBudget(typed: string, field: string, errors: Record<string, string[]>): number | null {
  const compact = typed.replace(/^\s*rp\.?/i, "").replace(/[\s.]/g, "");
  if (compact === "") return null;
  const label = msg.labelFor(field);
  if (!/^\d+$/.test(compact)) {
    errors[field] = [salesFormText.budgetNumber(label)];
    return null;
  }
  const value = Number(compact);
  if (value > MAX_BUDGET) {
    errors[field] = [salesFormText.budgetTooLarge(label)];
    return null;
  }
  return value;
}

/**
 * The API checks a request's shape (e-mail format, lengths) before its rules (a mobile number, a name that is not
 * only spaces), so a 470 for a bad e-mail says nothing yet of the phone, and a budget refused here never reaches the
 * API. The same domain rules fill in the contact fields, so the visitor sees every mistake at once.
 */
function withRuleErrors(form: FormData, fieldErrors: Record<string, string[]>) {
  for (const field of ["name", "email", "phone"]) {
    if (!fieldErrors[field] && text(form, field).trim() === "")
      fieldErrors[field] = [msg.required(msg.labelFor(field))];
  }
  const phone = text(form, "phone");
  const phoneProblem = phone.trim() === "" ? null : phoneNumberProblem(phone);
  if (!fieldErrors.phone && phoneProblem) fieldErrors.phone = [phoneProblem];
  return fieldErrors;
}

function typed(intent: SalesIntent, form: FormData): Record<string, string> {
  return Object.fromEntries(SALES_FORM_FIELDS[intent].map((field) => [field, text(form, field)]));
}

/** The API's refusals become the form's answer (470 per field, 429, an API that is down); anything else is a bug. */
function refusal(intent: SalesIntent, error: unknown, form: FormData): SalesFormAnswer {
  const answer = { intent, ok: false as const, values: typed(intent, form) };
  if (error instanceof ValidationError) {
    const shown: readonly string[] = SALES_FORM_FIELDS[intent];
    const fieldErrors: Record<string, string[]> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(error.errors)) {
      if (shown.includes(field)) fieldErrors[field] = messages;
      else other.push(...messages);
    }
    return {
      ...answer,
      fieldErrors: withRuleErrors(form, fieldErrors),
      ...(other.length > 0 && { error: other.join(" ") }),
    };
  }
  if (error instanceof RateLimitError) return { ...answer, error: salesFormText.tooMany };
  if (error instanceof ServerError || error instanceof NetworkError)
    return { ...answer, error: salesFormText.notSent, retry: true };
  throw error;
}

const contact = (form: FormData) => ({
  name: text(form, "name"),
  email: text(form, "email"),
  phone: text(form, "phone"),
  message: optional(form, "message"),
  website: optional(form, "website"),
});

/** Sends one of the three sales forms to the API from the visitor's address and says how it went. */
export async function salesFormAction(intent: SalesIntent, form: FormData, visitor: Request): Promise<SalesFormAnswer> {
  try {
    if (intent === SALES_INTENT.agentInterest) {
      await submitAgentRegistration(
        {
          ...contact(form),
          agent_type_id: optionalId(form, "agent_type_id"),
          agent_office_name: optional(form, "agent_office_name"),
          city_id: optional(form, "city_id"),
        },
        visitor,
      );
    } else if (intent === SALES_INTENT.projectRegistration) {
      await submitProjectRegistration(
        {
          ...contact(form),
          company_name: text(form, "company_name"),
          project_name: text(form, "project_name"),
          city_id: optional(form, "city_id"),
        },
        visitor,
      );
    } else {
      const budgetErrors: Record<string, string[]> = {};
      const budgetMin = readBudget(text(form, "budget_min"), "budget_min", budgetErrors);
      const budgetMax = readBudget(text(form, "budget_max"), "budget_max", budgetErrors);
      if (Object.keys(budgetErrors).length > 0) {
        return { intent, ok: false, values: typed(intent, form), fieldErrors: withRuleErrors(form, budgetErrors) };
      }
      await submitFindProjectInquiry(
        {
          ...contact(form),
          property_type_id: optionalId(form, "property_type_id"),
          city_id: optional(form, "city_id"),
          budget_min: budgetMin,
          budget_max: budgetMax,
        },
        visitor,
      );
    }
    return { intent, ok: true };
  } catch (error) {
    return refusal(intent, error, form);
  }
}
