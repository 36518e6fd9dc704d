import { Select, type SelectOption } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import { SalesForm } from "./sales-form";

/** "Daftarkan proyek Anda" of /proyek: a developer asks to have a project marketed. */
export function ProjectRegistrationForm({ cities }: { cities: SelectOption[] }) {
  const t = text.projectRegistration;
  return (
    <SalesForm intent={PUBLIC_INTENT.projectRegistration} id="daftar-proyek" submitLabel={t.submit} sentText={t.sent}>
      {(field) => (
        <>
          <TextField {...field("company_name")} label={text.fields.companyName} autoComplete="organization" required maxLength={100} />
          <TextField {...field("project_name")} label={text.fields.projectName} required maxLength={100} />
          <Select {...field("city_id")} label={text.fields.projectCity} options={cities} placeholder={text.fields.cityPlaceholder} />
        </>
      )}
    </SalesForm>
  );
}
