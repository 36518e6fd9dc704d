import { TextField } from "@griya/ui/text-field";
import { SALES_INTENT } from "../sales-intent";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import { SalesForm } from "./sales-form";
import { SalesSelect, type SalesOption } from "./sales-select";

/** "Gabung sebagai agen" of /agent-offerings: interest only, no account is made (sales calls back). */
export function AgentInterestForm({ agentTypes, cities }: { agentTypes: SalesOption[]; cities: SalesOption[] }) {
  const t = text.agentInterest;
  return (
    <SalesForm intent={SALES_INTENT.agentInterest} id="gabung" submitLabel={t.submit} sentText={t.sent}>
      {(field) => (
        <>
          <SalesSelect
            {...field("agent_type_id")}
            label={text.fields.agentType}
            options={agentTypes}
            placeholder={text.fields.choose}
          />
          <TextField
            {...field("agent_office_name")}
            label={text.fields.officeName}
            autoComplete="organization"
            maxLength={100}
          />
          <SalesSelect
            {...field("city_id")}
            label={text.fields.city}
            options={cities}
            placeholder={text.fields.cityPlaceholder}
          />
        </>
      )}
    </SalesForm>
  );
}
