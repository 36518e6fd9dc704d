import { ACCOUNT_LIMITS } from "@griya/domain/account-schemas";
import { CheckboxGroup } from "@griya/ui/checkbox-group";
import { MultiCombobox } from "@griya/ui/multi-combobox";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AgentOfficeField } from "../../../components/agent-office-field";
import type { AgentProfile, ProfileForm } from "../queries";
import "../../../locales/profile";

const ids = (values: number[]) => values.map(String);
const options = (items: { id: number | string; name: string }[]) =>
  items.map(({ id, name }) => ({ value: String(id), label: name }));

export type ProfileAgentSectionProps = {
  base: ProfileForm["base_data"];
  /** The values the inputs start from. */
  edit: AgentProfile;
  errors: Record<string, string[]>;
  /** The agent types without an office (their agents are asked none). */
  independent: readonly number[];
};

/** The profile's agent data: type, office, NIB and the areas, property types and prices the agent works in. */
export function ProfileAgentSection({ base, edit, errors, independent }: ProfileAgentSectionProps) {
  const { t } = useTranslation();
  const [agentType, setAgentType] = useState(edit.agent_type_id === null ? "" : String(edit.agent_type_id));
  const lists = useMemo(
    () => ({
      agentTypes: options(base.agent_types),
      properties: options(base.property_specializations),
      prices: options(base.price_specializations),
      cities: base.cities.map((city) => ({ value: city.id, label: city.name })),
    }),
    [base],
  );
  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("profile.sectionAgent")}</legend>
      <div className="form-grid">
        <Select
          label={t("profile.agentType")}
          name="agent_type_id"
          required
          options={lists.agentTypes}
          placeholder={t("common.selectPlaceholder")}
          value={agentType}
          onChange={(event) => setAgentType(event.currentTarget.value)}
          error={errors.agent_type_id}
        />
        <div className="g-stack">
          <AgentOfficeField
            offices={base.agent_offices}
            needsOffice={!independent.includes(Number(agentType))}
            defaultOfficeId={edit.agent_office_id}
            defaultOfficeName={edit.agent_office_name}
            errors={errors}
            labels={{
              office: t("profile.agentOffice"),
              officeHint: t("profile.officeHint"),
              other: t("profile.officeOther"),
              name: t("profile.officeName"),
              nameHint: t("profile.officeNameHint"),
              independent: t("profile.officeIndependent"),
              placeholder: t("common.selectPlaceholder"),
            }}
          />
        </div>
      </div>
      <TextField
        label={t("profile.nib")}
        name="nib"
        inputMode="numeric"
        maxLength={ACCOUNT_LIMITS.NIB_MAX}
        defaultValue={edit.nib ?? ""}
        hint={t("profile.nibHint")}
        error={errors.nib}
      />
      <MultiCombobox
        label={t("profile.areaSpecializations")}
        name="selected_area_specializations"
        options={lists.cities}
        defaultSelected={edit.selected_area_specializations}
        maxSelected={ACCOUNT_LIMITS.AREA_SPECIALIZATIONS_MAX}
        placeholder={t("profile.areaPlaceholder")}
        noResultsLabel={t("profile.areaNoResults")}
        hint={t("profile.areaHint")}
        error={errors.selected_area_specializations}
      />
      <CheckboxGroup
        label={t("profile.propertySpecializations")}
        name="selected_property_specializations"
        options={lists.properties}
        defaultValues={ids(edit.selected_property_specializations)}
        error={errors.selected_property_specializations}
      />
      <CheckboxGroup
        label={t("profile.priceSpecializations")}
        name="selected_price_specializations"
        options={lists.prices}
        defaultValues={ids(edit.selected_price_specializations)}
        error={errors.selected_price_specializations}
      />
    </fieldset>
  );
}
