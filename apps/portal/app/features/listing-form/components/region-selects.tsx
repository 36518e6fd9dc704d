import { Select } from "@griya/ui/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../listing-form-request";
import type { ChangeValues, ListingFormValues } from "../listing-form-values";
import { browserApi } from "../../../lib/browser-api";
import { citiesQuery, districtsQuery, provincesQuery, regionOptions } from "../../../lib/region-queries";
import "../../../locales/listing-form";

export type RegionSelectsProps = {
  values: Pick<ListingFormValues, "province_id" | "city_id" | "area_id">;
  onChange: ChangeValues;
  errors: FieldErrors;
};

/**
 * Province → city → area (kecamatan) through the regional calls. Choosing a level clears the levels below it
 * and loads the next list; a saved listing's lists arrive already loaded from the server.
 */
export function RegionSelects({ values, onChange, errors }: RegionSelectsProps) {
  const { t } = useTranslation();
  const provinces = useQuery(provincesQuery(browserApi));
  const cities = useQuery({ ...citiesQuery(browserApi, values.province_id), enabled: values.province_id !== "" });
  const areas = useQuery({ ...districtsQuery(browserApi, values.city_id), enabled: values.city_id !== "" });
  const placeholder = (loading: boolean) => (loading ? t("listingForm.loadingOptions") : t("common.selectPlaceholder"));

  return (
    <div className="form-grid">
      <Select
        label={t("listingForm.fields.province")}
        name="province_id"
        required
        options={regionOptions(provinces.data)}
        placeholder={placeholder(provinces.isLoading)}
        aria-busy={provinces.isLoading || undefined}
        value={values.province_id}
        onChange={(event) => onChange({ province_id: event.target.value, city_id: "", area_id: "" })}
        error={errors.province_id}
      />
      <Select
        label={t("listingForm.fields.city")}
        name="city_id"
        required
        options={regionOptions(cities.data)}
        placeholder={placeholder(cities.isLoading)}
        aria-busy={cities.isLoading || undefined}
        disabled={values.province_id === ""}
        value={values.city_id}
        onChange={(event) => onChange({ city_id: event.target.value, area_id: "" })}
        error={errors.city_id}
      />
      <Select
        label={t("listingForm.fields.area")}
        name="area_id"
        required
        options={regionOptions(areas.data)}
        placeholder={placeholder(areas.isLoading)}
        aria-busy={areas.isLoading || undefined}
        disabled={values.city_id === ""}
        value={values.area_id}
        onChange={(event) => onChange({ area_id: event.target.value })}
        error={errors.area_id}
      />
    </div>
  );
}
