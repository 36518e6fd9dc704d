import { Select } from "@griya/ui/select";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api";
import { citiesQuery, districtsQuery, provincesQuery, regionOptions, villagesQuery } from "../../../lib/region-queries";
import "../../../locales/profile";

export type RegionIds = { province_id: string; city_id: string; district_id: string; village_id: string };

/**
 * Province → city → district → village through the regional calls. Choosing a level clears the levels below
 * it and loads the next list; the agent's current choices arrive already loaded from the server.
 */
export function RegionFields({ initial, errors }: { initial: RegionIds; errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<RegionIds>(initial);

  const provinces = useQuery(provincesQuery(browserApi));
  const cities = useQuery({ ...citiesQuery(browserApi, ids.province_id), enabled: ids.province_id !== "" });
  const districts = useQuery({ ...districtsQuery(browserApi, ids.city_id), enabled: ids.city_id !== "" });
  const villages = useQuery({ ...villagesQuery(browserApi, ids.district_id), enabled: ids.district_id !== "" });

  const placeholder = (loading: boolean) => (loading ? t("profile.regionLoading") : t("common.selectPlaceholder"));

  return (
    <div className="form-grid">
      <Select
        label={t("profile.province")}
        name="province_id"
        required
        options={regionOptions(provinces.data)}
        placeholder={placeholder(provinces.isLoading)}
        value={ids.province_id}
        onChange={(event) => setIds({ province_id: event.target.value, city_id: "", district_id: "", village_id: "" })}
        error={errors.province_id}
      />
      <Select
        label={t("profile.city")}
        name="city_id"
        required
        options={regionOptions(cities.data)}
        placeholder={placeholder(cities.isLoading)}
        disabled={ids.province_id === ""}
        value={ids.city_id}
        onChange={(event) => setIds({ ...ids, city_id: event.target.value, district_id: "", village_id: "" })}
        error={errors.city_id}
      />
      <Select
        label={t("profile.district")}
        name="district_id"
        required
        options={regionOptions(districts.data)}
        placeholder={placeholder(districts.isLoading)}
        disabled={ids.city_id === ""}
        value={ids.district_id}
        onChange={(event) => setIds({ ...ids, district_id: event.target.value, village_id: "" })}
        error={errors.district_id}
      />
      <Select
        label={t("profile.village")}
        name="village_id"
        required
        options={regionOptions(villages.data)}
        placeholder={placeholder(villages.isLoading)}
        disabled={ids.district_id === ""}
        value={ids.village_id}
        onChange={(event) => setIds({ ...ids, village_id: event.target.value })}
        error={errors.village_id}
      />
    </div>
  );
}
