import { TextField } from "@griya/ui/text-field";
import { SALES_INTENT } from "../sales-intent";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import { SalesForm } from "./sales-form";
import { SalesSelect, type SalesOption } from "./sales-select";

/** "Daftarkan proyek Anda" of /proyek: a developer asks to have a project marketed. */
export function ProjectRegistrationForm({ cities }: { cities: SalesOption[] }) {
  const t = text.projectRegistration;
  return (
    <SalesForm intent={SALES_INTENT.projectRegistration} id="daftar-proyek" submitLabel={t.submit} sentText={t.sent}>
      {(field) => (
        <>
          <TextField
            {...field("company_name")}
            label={text.fields.companyName}
            autoComplete="organization"
            required
            maxLength={100}
          />
          <TextField {...field("project_name")} label={text.fields.projectName} required maxLength={100} />
          <SalesSelect
            {...field("city_id")}
            label={text.fields.projectCity}
            options={cities}
            placeholder={text.fields.cityPlaceholder}
          />
        </>
      )}
    </SalesForm>
  );
}
