import type { ApiClient } from "@griya/api-client/client";
import { serverApiClient } from "../../lib/api.server";
import type { FetchProfileForm, RegionFetchers } from "./queries";

export function profileFormFetcher(token: string | null): FetchProfileForm {
  return async () => {
    const { data } = await serverApiClient(token).GET("/api/agent/update-profile");
    if (!data) throw new Error("Empty profile answer");
    return data.data;
  };
}

const names = (items: { id: string; name: string }[] | undefined) => (items ?? []).map(({ id, name }) => ({ id, name }));

/** The regional calls are public: no token. */
export function serverRegionFetchers(client: ApiClient = serverApiClient()): RegionFetchers {
  return {
    provinces: async () => names((await client.GET("/api/regional/get_provinces")).data?.data),
    cities: async (province_id) =>
      names((await client.GET("/api/regional/get-cities-by-province", { params: { query: { province_id } } })).data?.data),
    districts: async (city_id) =>
      names((await client.GET("/api/regional/get-areas-by-city", { params: { query: { city_id } } })).data?.data),
    villages: async (district_id) =>
      names(
        (await client.GET("/api/regional/get-villages-by-district", { params: { query: { district_id } } })).data?.data,
      ),
  };
}
