import { AGENT_OFFICE_NAME_MAX } from "@griya/domain/agent-office";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { useState } from "react";
import { OFFICE_FIELD, OFFICE_NAME_FIELD, OTHER_OFFICE } from "../lib/agent-office-form";
import { useHydrated } from "../lib/use-hydrated";

export type AgentOfficeFieldLabels = {
  office: string;
  officeHint: string;
  other: string;
  name: string;
  nameHint: string;
  /** Said instead of the fields for an agent type without an office. */
  independent: string;
  placeholder: string;
};

export type AgentOfficeFieldProps = {
  offices: readonly { id: number; name: string }[];
  /** False for an agent type without an office: the fields go (and post nothing) once the page runs. */
  needsOffice: boolean;
  defaultOfficeId?: number | null;
  defaultOfficeName?: string | null;
  errors: Record<string, string[] | undefined>;
  labels: AgentOfficeFieldLabels;
};

/**
 * The agent's office (ADR 0052): a listed office, or "Lainnya" and the name typed. Without JavaScript both
 * inputs show (the typed name counts when no listed office is chosen); with it, the name input shows only for
 * "Lainnya", and nothing is asked of an independent agent.
 */
export function AgentOfficeField({
  offices,
  needsOffice,
  defaultOfficeId = null,
  defaultOfficeName = null,
  errors,
  labels,
}: AgentOfficeFieldProps) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(() =>
    defaultOfficeId !== null ? String(defaultOfficeId) : defaultOfficeName ? OTHER_OFFICE : "",
  );
  if (hydrated && !needsOffice) return <p className="g-field-hint">{labels.independent}</p>;

  const typed = choice === OTHER_OFFICE;
  // "Kantor agen wajib diisi." belongs beside the name once "Lainnya" is chosen: that is what is missing.
  const nameErrors = [...(errors[OFFICE_NAME_FIELD] ?? []), ...(typed ? (errors[OFFICE_FIELD] ?? []) : [])];
  return (
    <>
      <Select
        label={labels.office}
        name={OFFICE_FIELD}
        options={[
          ...offices.map((office) => ({ value: String(office.id), label: office.name })),
          { value: OTHER_OFFICE, label: labels.other },
        ]}
        placeholder={labels.placeholder}
        required
        value={choice}
        onChange={(event) => setChoice(event.currentTarget.value)}
        hint={labels.officeHint}
        error={typed ? undefined : errors[OFFICE_FIELD]}
      />
      {(!hydrated || typed) && (
        <TextField
          label={labels.name}
          name={OFFICE_NAME_FIELD}
          required={hydrated}
          maxLength={AGENT_OFFICE_NAME_MAX}
          autoComplete="organization"
          defaultValue={defaultOfficeName ?? ""}
          hint={labels.nameHint}
          error={nameErrors.length > 0 ? nameErrors : undefined}
        />
      )}
    </>
  );
}
