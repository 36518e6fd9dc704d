import { Select, type SelectOption } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import { SalesForm } from "./sales-form";

/** "Gabung sebagai agen" of /agent-offerings: interest only, no account is made (sales calls back). */
export function AgentInterestForm({ agentTypes, cities }: { agentTypes: SelectOption[]; cities: SelectOption[] }) {
  const t = text.agentInterest;
  return (
    <SalesForm intent={PUBLIC_INTENT.agentInterest} id="gabung" submitLabel={t.submit} sentText={t.sent}>
      {(field) => (
        <>
          <Select {...field("agent_type_id")} label={text.fields.agentType} options={agentTypes} placeholder={text.fields.choose} />
          <TextField {...field("agent_office_name")} label={text.fields.officeName} autoComplete="organization" maxLength={100} />
          <Select {...field("city_id")} label={text.fields.city} options={cities} placeholder={text.fields.cityPlaceholder} />
        </>
      )}
    </SalesForm>
  );
}
