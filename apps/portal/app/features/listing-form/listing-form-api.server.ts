import type { ApiClient } from "@griya/api-client/client";
import { serverApiClient } from "../../lib/api.server";
import { dataOf } from "../../lib/api-source";
import { regionNames, type ListingFormLoad, type RegionFetchers } from "./queries";

/** GET /api/v2/listing_form/add, or /edit/{uuid} (its 404 is the caller's to turn into the not-found page). */
export async function loadListingForm(token: string | null, uuid: string | undefined): Promise<ListingFormLoad> {
  const api = serverApiClient(token);
  if (uuid === undefined) {
    return { mode: "add", base: dataOf(await api.GET("/api/v2/listing_form/add")).data, edit: null };
  }
  const { data } = dataOf(await api.GET("/api/v2/listing_form/edit/{listingUuid}", { params: { path: { listingUuid: uuid } } }));
  return { mode: "edit", base: data.base_data, edit: data.edit_data };
}

/** The regional calls are public: no token. */
export function serverRegionFetchers(client: ApiClient = serverApiClient()): RegionFetchers {
  return {
    provinces: async () => regionNames((await client.GET("/api/regional/get_provinces")).data?.data),
    cities: async (province_id) =>
      regionNames((await client.GET("/api/regional/get-cities-by-province", { params: { query: { province_id } } })).data?.data),
    areas: async (city_id) =>
      regionNames((await client.GET("/api/regional/get-areas-by-city", { params: { query: { city_id } } })).data?.data),
  };
}
