import { MultiCombobox } from "@griya/ui/multi-combobox";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AgentOfficeField } from "../../../components/agent-office-field";
import type { RegisterFormData } from "../queries";
import "../../../locales/account";

const MAX_AREAS = 10;

export type RegisterAgentFieldsProps = {
  formData: RegisterFormData;
  /** The agent types without an office (their agents are asked none). */
  independent: readonly number[];
  errors: Record<string, string[]>;
};

/** The register form's agent part: agent type, office (none for an independent agent), NIB and areas. */
export function RegisterAgentFields({ formData, independent, errors }: RegisterAgentFieldsProps) {
  const { t } = useTranslation();
  const [agentType, setAgentType] = useState("");
  const options = useMemo(
    () => ({
      agentTypes: formData.agent_types.map((type) => ({ value: String(type.id), label: type.name })),
      cities: formData.cities.map((city) => ({ value: city.id, label: city.name, description: city.province_name })),
    }),
    [formData],
  );
  return (
    <>
      <Select
        label={t("register.agentType")}
        name="agent_type_id"
        options={options.agentTypes}
        placeholder={t("common.selectPlaceholder")}
        required
        value={agentType}
        onChange={(event) => setAgentType(event.currentTarget.value)}
        error={errors.agent_type_id}
      />
      <AgentOfficeField
        offices={formData.agent_offices}
        needsOffice={!independent.includes(Number(agentType))}
        errors={errors}
        labels={{
          office: t("register.agentOffice"),
          officeHint: t("register.officeHint"),
          other: t("register.officeOther"),
          name: t("register.officeName"),
          nameHint: t("register.officeNameHint"),
          independent: t("register.officeIndependent"),
          placeholder: t("common.selectPlaceholder"),
        }}
      />
      <TextField
        label={t("register.nib")}
        name="nib"
        inputMode="numeric"
        maxLength={13}
        hint={t("register.nibHint")}
        error={errors.nib}
      />
      <MultiCombobox
        label={t("register.areas")}
        name="selected_area_specializations"
        options={options.cities}
        maxSelected={MAX_AREAS}
        placeholder={t("register.areasPlaceholder")}
        noResultsLabel={t("register.areasNoResults")}
        hint={t("register.areasHint")}
        error={errors.selected_area_specializations}
      />
    </>
  );
}
