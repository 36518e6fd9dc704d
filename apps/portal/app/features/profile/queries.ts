import type { components, paths } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "../../lib/browser-api";

type Schemas = components["schemas"];

/** GET /api/agent/update-profile: base data (lists) and the agent's current values. */
export type ProfileForm =
  paths["/api/agent/update-profile"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type AgentProfile = Schemas["AgentProfile"];
export type BillingInformation = Schemas["BillingInformation"];
export type Region = { id: string; name: string };

/** Query keys of the profile feature. */
export const profileKeys = {
  all: ["profile"] as const,
  form: () => [...profileKeys.all, "form"] as const,
  billing: () => [...profileKeys.all, "billing"] as const,
  regions: () => [...profileKeys.all, "regions"] as const,
  provinces: () => [...profileKeys.regions(), "provinces"] as const,
  cities: (provinceId: string) => [...profileKeys.regions(), "cities", provinceId] as const,
  districts: (cityId: string) => [...profileKeys.regions(), "districts", cityId] as const,
  villages: (districtId: string) => [...profileKeys.regions(), "villages", districtId] as const,
};

export type FetchProfileForm = () => Promise<ProfileForm>;

export function profileFormQuery(fetchProfileForm: FetchProfileForm) {
  return queryOptions({ queryKey: profileKeys.form(), queryFn: fetchProfileForm });
}

export const fetchProfileFormInBrowser: FetchProfileForm = async () => {
  const { data } = await browserApi().GET("/api/agent/update-profile");
  if (!data) throw new Error("Empty profile answer");
  return data.data;
};

/** GET /api/v2/user/billing-information (the bank account modal), always from the browser. */
export function billingQuery() {
  return queryOptions({
    queryKey: profileKeys.billing(),
    queryFn: async () => {
      const { data } = await browserApi().GET("/api/v2/user/billing-information");
      if (!data) throw new Error("Empty billing answer");
      return data.data;
    },
    staleTime: 0,
  });
}

/** The regional calls; the server prefills the agent's current choices, the browser loads the rest. */
export type RegionFetchers = {
  provinces: () => Promise<Region[]>;
  cities: (provinceId: string) => Promise<Region[]>;
  districts: (cityId: string) => Promise<Region[]>;
  villages: (districtId: string) => Promise<Region[]>;
};

// Regions never change during a visit.
const REGION_STALE = Infinity;

export function provincesQuery(fetchers: RegionFetchers) {
  return queryOptions({ queryKey: profileKeys.provinces(), queryFn: fetchers.provinces, staleTime: REGION_STALE });
}

export function citiesQuery(provinceId: string, fetchers: RegionFetchers) {
  return queryOptions({
    queryKey: profileKeys.cities(provinceId),
    queryFn: () => fetchers.cities(provinceId),
    staleTime: REGION_STALE,
  });
}

export function districtsQuery(cityId: string, fetchers: RegionFetchers) {
  return queryOptions({
    queryKey: profileKeys.districts(cityId),
    queryFn: () => fetchers.districts(cityId),
    staleTime: REGION_STALE,
  });
}

export function villagesQuery(districtId: string, fetchers: RegionFetchers) {
  return queryOptions({
    queryKey: profileKeys.villages(districtId),
    queryFn: () => fetchers.villages(districtId),
    staleTime: REGION_STALE,
  });
}

const names = (items: { id: string; name: string }[] | undefined): Region[] =>
  (items ?? []).map(({ id, name }) => ({ id, name }));

export const browserRegionFetchers: RegionFetchers = {
  provinces: async () => names((await browserApi().GET("/api/regional/get_provinces")).data?.data),
  cities: async (province_id) =>
    names((await browserApi().GET("/api/regional/get-cities-by-province", { params: { query: { province_id } } })).data?.data),
  districts: async (city_id) =>
    names((await browserApi().GET("/api/regional/get-areas-by-city", { params: { query: { city_id } } })).data?.data),
  villages: async (district_id) =>
    names(
      (await browserApi().GET("/api/regional/get-villages-by-district", { params: { query: { district_id } } })).data
        ?.data,
    ),
};
