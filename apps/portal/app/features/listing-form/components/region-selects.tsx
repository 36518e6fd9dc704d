import { Select } from "@griya/ui/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../listing-form-request";
import type { ChangeValues, ListingFormValues } from "../listing-form-values";
import { areasQuery, browserRegionFetchers, citiesQuery, provincesQuery, type Region } from "../queries";

export type RegionSelectsProps = {
  values: Pick<ListingFormValues, "province_id" | "city_id" | "area_id">;
  onChange: ChangeValues;
  errors: FieldErrors;
};

const toOptions = (regions: Region[] | undefined) => (regions ?? []).map(({ id, name }) => ({ value: id, label: name }));

/**
 * Province → city → area (kecamatan) through the regional calls. Choosing a level clears the levels below it
 * and loads the next list; a saved listing's lists arrive already loaded from the server.
 */
export function RegionSelects({ values, onChange, errors }: RegionSelectsProps) {
  const { t } = useTranslation();
  const fetchers = browserRegionFetchers;
  const provinces = useQuery(provincesQuery(fetchers));
  const cities = useQuery({ ...citiesQuery(values.province_id, fetchers), enabled: values.province_id !== "" });
  const areas = useQuery({ ...areasQuery(values.city_id, fetchers), enabled: values.city_id !== "" });
  const placeholder = (loading: boolean) => (loading ? t("listingForm.loadingOptions") : t("common.selectPlaceholder"));

  return (
    <div className="form-grid">
      <Select
        label={t("listingForm.fields.province")}
        name="province_id"
        required
        options={toOptions(provinces.data)}
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
        options={toOptions(cities.data)}
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
        options={toOptions(areas.data)}
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
