import { TextField } from "@griya/ui/text-field";
import { SALES_INTENT } from "../sales-intent";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import { SalesForm } from "./sales-form";
import { SalesSelect, type SalesOption } from "./sales-select";

/** "Bantu saya menemukan proyek" of /proyek: a buyer's wishes for the sales team. */
export function FindProjectForm({ propertyTypes, cities }: { propertyTypes: SalesOption[]; cities: SalesOption[] }) {
  const t = text.findProject;
  return (
    <SalesForm intent={SALES_INTENT.findProject} id="cari-proyek" submitLabel={t.submit} sentText={t.sent}>
      {(field) => (
        <>
          <SalesSelect
            {...field("property_type_id")}
            label={text.fields.propertyType}
            options={propertyTypes}
            placeholder={text.fields.choose}
          />
          <SalesSelect
            {...field("city_id")}
            label={text.fields.city}
            options={cities}
            placeholder={text.fields.cityPlaceholder}
          />
          <div className="sales-budget">
            <TextField
              {...field("budget_min")}
              label={text.fields.budgetMin}
              inputMode="numeric"
              maxLength={20}
              hint={text.fields.budgetHint}
            />
            <TextField
              {...field("budget_max")}
              label={text.fields.budgetMax}
              inputMode="numeric"
              maxLength={20}
              hint={text.fields.budgetHint}
            />
          </div>
        </>
      )}
    </SalesForm>
  );
}
