import { Select, type SelectOption } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import { SalesForm } from "./sales-form";

/** "Bantu saya menemukan proyek" of /proyek: a buyer's wishes for the sales team. */
export function FindProjectForm({ propertyTypes, cities }: { propertyTypes: SelectOption[]; cities: SelectOption[] }) {
  const t = text.findProject;
  return (
    <SalesForm intent={PUBLIC_INTENT.findProject} id="cari-proyek" submitLabel={t.submit} sentText={t.sent}>
      {(field) => (
        <>
          <Select {...field("property_type_id")} label={text.fields.propertyType} options={propertyTypes} placeholder={text.fields.choose} />
          <Select {...field("city_id")} label={text.fields.city} options={cities} placeholder={text.fields.cityPlaceholder} />
          <div className="sales-budget">
            <TextField {...field("budget_min")} label={text.fields.budgetMin} inputMode="numeric" maxLength={20} hint={text.fields.budgetHint} />
            <TextField {...field("budget_max")} label={text.fields.budgetMax} inputMode="numeric" maxLength={20} hint={text.fields.budgetHint} />
          </div>
        </>
      )}
    </SalesForm>
  );
}
