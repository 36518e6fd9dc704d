// The agent's office (ADR 0052): required only for agents of an office; an office missing from the list may be
// typed, one line of at most 100 characters, shown as typed; an independent agent has none.
import * as v from "valibot";
import { singleLine } from "./single-line";
import { FIELD_LABELS as L, maxLength, oneOf, required } from "./validation-messages";

/** The agent type (agent_types.code) that works without an office. */
export const INDEPENDENT_AGENT_TYPE_CODE = "INDEPENDENT";

export const AGENT_OFFICE_NAME_MAX = 100;

/** Whether an agent of this type (agent_types.code) must name an office. */
export function agentTypeNeedsOffice(agentTypeCode: string): boolean {
  return agentTypeCode !== INDEPENDENT_AGENT_TYPE_CODE;
}

/**
 * The typed office name: absent, null or blank → null. Control characters are refused before trimming (the
 * single-line rule, ADR 0056), so a line break at either end is refused too rather than silently dropped.
 */
export const agentOfficeNameField = v.config(
  v.pipe(
    v.nullish(v.string(oneOf(L.agent_office_name)), null),
    v.nullable(v.pipe(v.string(), singleLine(L.agent_office_name))),
    v.transform((value) => {
      const trimmed = value?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    }),
    v.nullable(
      v.pipe(v.string(), v.maxLength(AGENT_OFFICE_NAME_MAX, maxLength(L.agent_office_name, AGENT_OFFICE_NAME_MAX))),
    ),
  ),
  { abortPipeEarly: true },
);

export type AgentOfficeChoice = { agent_office_id: number | null; agent_office_name: string | null };

/** Refusal texts of the office rule, by field (the form shows each beside its input). */
const AGENT_OFFICE_MESSAGES = {
  required: required(L.agent_office_id),
  both: "Pilih kantor dari daftar atau ketik namanya, jangan keduanya.",
} as const;

/**
 * What is wrong with the office an agent gives: nothing for a type without an office (whatever was sent is
 * dropped, see `officeToStore`); otherwise exactly one of a listed office or a typed name.
 */
export function agentOfficeProblem(
  needsOffice: boolean,
  office: AgentOfficeChoice,
): { field: "agent_office_id" | "agent_office_name"; message: string } | null {
  if (!needsOffice) return null;
  if (office.agent_office_id === null && office.agent_office_name === null) {
    return { field: "agent_office_id", message: AGENT_OFFICE_MESSAGES.required };
  }
  if (office.agent_office_id !== null && office.agent_office_name !== null) {
    return { field: "agent_office_name", message: AGENT_OFFICE_MESSAGES.both };
  }
  return null;
}

/** The office kept for the agent: an independent agent keeps none. */
export function officeToStore(needsOffice: boolean, office: AgentOfficeChoice): AgentOfficeChoice {
  return needsOffice ? office : { agent_office_id: null, agent_office_name: null };
}

type WithOffice = AgentOfficeChoice & { agent_type_id: number };

/**
 * The office rule as steps of an object pipe, given the ids of the agent types that work without an office
 * (the API's agent types with `needs_office: false`). The check reports beside the other fields' problems; the
 * transform drops an independent agent's office. With `null` (the types are not known here) both steps let
 * the office through as given, for the API to judge.
 */
export function agentOfficeRule<T extends WithOffice>(independentTypeIds: readonly number[] | null) {
  const needsOffice = (input: T) => !independentTypeIds?.includes(input.agent_type_id);
  const keys = ["agent_office_id", "agent_office_name"] as const;
  const flaggedKeys = (issues: readonly v.BaseIssue<unknown>[] | undefined) =>
    new Set(issues?.map((issue) => issue.path?.[0]?.key));
  return [
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (independentTypeIds === null || typeof dataset.value !== "object" || dataset.value === null) return;
      const input = dataset.value as T;
      const flagged = flaggedKeys(dataset.issues);
      if (keys.some((key) => flagged.has(key) || !(key in input))) return;
      // An agent type not chosen yet counts as one with an office (most are), so every gap shows at once.
      const typeKnown = !flagged.has("agent_type_id") && typeof input.agent_type_id === "number";
      const problem = agentOfficeProblem(!typeKnown || needsOffice(input), input);
      if (!problem) return;
      const pathItem: v.ObjectPathItem = {
        type: "object",
        origin: "value",
        input,
        key: problem.field,
        value: input[problem.field],
      };
      addIssue({ message: problem.message, path: [pathItem] });
    }),
    v.transform((input: T): T =>
      independentTypeIds === null ? input : { ...input, ...officeToStore(needsOffice(input), input) },
    ),
  ] as const;
}
