import { invalidFields } from "../../platform/openapi/refusal.js";
import { keywordTsQuery } from "./keyword-query.js";

export type SearchQuery = {
  q?: string;
  agent_id?: number;
  listing_type?: "S" | "R";
  property_type_id?: number;
  province_id?: string;
  city_id?: string;
  area_id?: string;
  alias_id?: number;
  price_min?: number;
  price_max?: number;
  bedroom?: number;
  bathroom?: number;
  building_size_min?: number;
  building_size_max?: number;
  land_size_min?: number;
  land_size_max?: number;
  certificate_id?: number;
  furnishing_status_id?: number;
  sort?: "newest" | "price_asc" | "price_desc";
  page?: number;
  per_page?: number;
};

const RANGES = [
  ["price_min", "price_max", "Harga maksimum tidak boleh lebih kecil dari harga minimum."],
  ["building_size_min", "building_size_max", "Luas bangunan maksimum tidak boleh lebih kecil dari minimumnya."],
  ["land_size_min", "land_size_max", "Luas tanah maksimum tidak boleh lebih kecil dari minimumnya."],
] as const;

/**
 * The query's own contradictions (the contract checked each value), a max below its min or a city outside its
 * province, as a 470; undefined when there are none.
 */
export function searchQueryRefusal(query: SearchQuery) {
  const errors: Record<string, string[]> = {};
  for (const [min, max, message] of RANGES) {
    const low = query[min];
    const high = query[max];
    if (low !== undefined && high !== undefined && high < low) errors[max] = [message];
  }
  if (query.city_id && query.province_id && !query.city_id.startsWith(`${query.province_id}.`)) {
    errors.city_id = ["Kota tidak berada di provinsi yang dipilih."];
  }
  if (query.alias_id !== undefined && (query.province_id || query.city_id || query.area_id)) {
    errors.alias_id = ["Pilih satu lokasi saja: kawasan atau provinsi, kota, kecamatan."];
  }
  if (query.area_id && query.city_id && !query.area_id.startsWith(`${query.city_id}.`)) {
    errors.area_id = ["Kecamatan tidak berada di kota yang dipilih."];
  } else if (query.area_id && query.province_id && !query.area_id.startsWith(`${query.province_id}.`)) {
    errors.area_id = ["Kecamatan tidak berada di provinsi yang dipilih."];
  }
  return Object.keys(errors).length > 0 ? invalidFields(errors) : undefined;
}

/** The filters of a search in a fixed order, the keyword as its words (sort and paging aside): what decides its total. */
export function searchFilterKey(query: SearchQuery): string {
  const { sort: _sort, page: _page, per_page: _perPage, q, ...filters } = query;
  const keyword = q === undefined ? null : keywordTsQuery(q);
  return JSON.stringify([
    keyword,
    ...Object.entries(filters)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}
