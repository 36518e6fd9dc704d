// The office fields of the register and profile forms (ADR 0052): a select of the listed offices plus "Lainnya",
// and a text input for an office the list does not have (components/agent-office-field.tsx).
import { text } from "./form-data";

export const OFFICE_FIELD = "agent_office_id";
export const OFFICE_NAME_FIELD = "agent_office_name";
/** The select's value for "an office not in the list". */
export const OTHER_OFFICE = "lainnya";

/**
 * The office as the domain schemas take it: a listed office wins over a typed name; the name counts when
 * "Lainnya" is chosen, or when nothing is (a form used without JavaScript shows both inputs at once).
 */
export function readAgentOffice(form: FormData) {
  const choice = text(form, OFFICE_FIELD);
  const typed = choice === "" || choice === OTHER_OFFICE;
  return {
    agent_office_id: typed ? "" : choice,
    agent_office_name: typed ? text(form, OFFICE_NAME_FIELD) : "",
  };
}

/** The agent types that work without an office (the API says `needs_office: false`). */
export function independentTypeIds(types: readonly { id: number; needs_office: boolean }[]): number[] {
  return types.filter((type) => !type.needs_office).map((type) => type.id);
}
