import type { components, operations, paths } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "../../lib/browser-api";
import { dataOf, type ApiSource } from "../../lib/api-source";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** GET /api/v2/listing_form/add: the reference lists and field rules. */
export type ListingFormBase = components["schemas"]["ListingFormBaseData"];
type EditAnswer = Json<operations["getListingFormEdit"]["responses"]["200"]>["data"];
/** GET /api/v2/listing_form/edit/{uuid}: the base data with the listing's Recommended status. */
export type ListingFormEditBase = EditAnswer["base_data"];
/** The saved values of the listing, its status, number and photos. */
export type ListingEditData = EditAnswer["edit_data"];
/** POST /api/v2/listing_form/save. */
export type SaveListingBody = NonNullable<paths["/api/v2/listing_form/save"]["post"]["requestBody"]>["content"]["application/json"];
export type SavedListing = Json<operations["saveListingForm"]["responses"]["200"]>["data"];
export type SaveAction = SaveListingBody["action"];

/** What the route's loader hands the form: base data, and the listing's values in edit mode. */
export type ListingFormLoad =
  | { mode: "add"; base: ListingFormBase; edit: null }
  | { mode: "edit"; base: ListingFormEditBase; edit: ListingEditData };

/** Query keys of the listing-form feature. */
export const listingFormKeys = {
  all: ["listing-form"] as const,
  availability: () => [...listingFormKeys.all, "availability"] as const,
  coinTotal: () => [...listingFormKeys.all, "coin-total"] as const,
};

/** GET /api/listings/availability: slots used, the quota and the coins one activation costs. Always fresh. */
export function availabilityQuery(api: ApiSource) {
  return queryOptions({
    queryKey: listingFormKeys.availability(),
    queryFn: async () => dataOf(await api().GET("/api/listings/availability")).data,
    staleTime: 0,
  });
}

/** GET /api/coins/total: the balance shown next to the activation cost. Always fresh. */
export function coinTotalQuery(api: ApiSource) {
  return queryOptions({
    queryKey: listingFormKeys.coinTotal(),
    queryFn: async () => dataOf(await api().GET("/api/coins/total")).data,
    staleTime: 0,
  });
}

/** POST /api/v2/listing_form/save from the browser. */
export async function saveListing(body: SaveListingBody): Promise<SavedListing> {
  return dataOf(await browserApi().POST("/api/v2/listing_form/save", { body })).data;
}
