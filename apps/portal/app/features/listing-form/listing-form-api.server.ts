import { serverApiClient } from "../../lib/api.server";
import { dataOf } from "../../lib/api-source";
import type { ListingFormLoad } from "./queries";

/** GET /api/v2/listing_form/add, or /edit/{uuid} (its 404 is the caller's to turn into the not-found page). */
export async function loadListingForm(token: string | null, uuid: string | undefined): Promise<ListingFormLoad> {
  const api = serverApiClient(token);
  if (uuid === undefined) {
    return { mode: "add", base: dataOf(await api.GET("/api/v2/listing_form/add")).data, edit: null };
  }
  const { data } = dataOf(
    await api.GET("/api/v2/listing_form/edit/{listingUuid}", { params: { path: { listingUuid: uuid } } }),
  );
  return { mode: "edit", base: data.base_data, edit: data.edit_data };
}
