import { queryOptions } from "@tanstack/react-query";
import type { ApiSource } from "./api-source";

// Province → city → district (kecamatan, the listing form's "area") → village, shared by every form with an
// address. The regional calls are public; the server prefills the saved choices, the browser loads the rest.

export type Region = { id: string; name: string };

export const regionKeys = {
  all: ["regions"] as const,
  provinces: () => [...regionKeys.all, "provinces"] as const,
  cities: (provinceId: string) => [...regionKeys.all, "cities", provinceId] as const,
  districts: (cityId: string) => [...regionKeys.all, "districts", cityId] as const,
  villages: (districtId: string) => [...regionKeys.all, "villages", districtId] as const,
};

// Regions never change during a visit.
const REGION_STALE = Infinity;

const names = (items: { id: string; name: string }[] | undefined): Region[] =>
  (items ?? []).map(({ id, name }) => ({ id, name }));

export function provincesQuery(api: ApiSource) {
  return queryOptions({
    queryKey: regionKeys.provinces(),
    queryFn: async () => names((await api().GET("/api/regional/get_provinces")).data?.data),
    staleTime: REGION_STALE,
  });
}

export function citiesQuery(api: ApiSource, provinceId: string) {
  return queryOptions({
    queryKey: regionKeys.cities(provinceId),
    queryFn: async () =>
      names(
        (await api().GET("/api/regional/get-cities-by-province", { params: { query: { province_id: provinceId } } }))
          .data?.data,
      ),
    staleTime: REGION_STALE,
  });
}

export function districtsQuery(api: ApiSource, cityId: string) {
  return queryOptions({
    queryKey: regionKeys.districts(cityId),
    queryFn: async () =>
      names(
        (await api().GET("/api/regional/get-areas-by-city", { params: { query: { city_id: cityId } } })).data?.data,
      ),
    staleTime: REGION_STALE,
  });
}

export function villagesQuery(api: ApiSource, districtId: string) {
  return queryOptions({
    queryKey: regionKeys.villages(districtId),
    queryFn: async () =>
      names(
        (await api().GET("/api/regional/get-villages-by-district", { params: { query: { district_id: districtId } } }))
          .data?.data,
      ),
    staleTime: REGION_STALE,
  });
}

/** Select options of a region list. */
export const regionOptions = (regions: Region[] | undefined) =>
  (regions ?? []).map(({ id, name }) => ({ value: id, label: name }));
