import type { components, operations, paths } from "@griya/api-client/schema";
import { browserApi } from "../../lib/browser-api";
import { dataOf } from "../../lib/api-source";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** GET /api/v2/listing_form/add: the reference lists and field rules. */
export type ListingFormBase = components["schemas"]["ListingFormBaseData"];
type EditAnswer = Json<operations["getListingFormEdit"]["responses"]["200"]>["data"];
/** GET /api/v2/listing_form/edit/{uuid}: the base data with the listing's Recommended status. */
type ListingFormEditBase = EditAnswer["base_data"];
/** The saved values of the listing, its status, number and photos. */
export type ListingEditData = EditAnswer["edit_data"];
/** POST /api/v2/listing_form/save. */
export type SaveListingBody = NonNullable<
  paths["/api/v2/listing_form/save"]["post"]["requestBody"]
>["content"]["application/json"];
export type SavedListing = Json<operations["saveListingForm"]["responses"]["200"]>["data"];
export type SaveAction = SaveListingBody["action"];

/** What the route's loader hands the form: base data, and the listing's values in edit mode. */
export type ListingFormLoad =
  | { mode: "add"; base: ListingFormBase; edit: null }
  | { mode: "edit"; base: ListingFormEditBase; edit: ListingEditData };

/** POST /api/v2/listing_form/save from the browser. */
export async function saveListing(body: SaveListingBody): Promise<SavedListing> {
  return dataOf(await browserApi().POST("/api/v2/listing_form/save", { body })).data;
}
