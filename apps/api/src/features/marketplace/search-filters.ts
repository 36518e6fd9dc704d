import { sql, type SQL } from "drizzle-orm";
import { validationFailed } from "../../http/http-error.js";
import { keywordTsQuery } from "./keyword-query.js";

export type SearchQuery = {
  q?: string;
  agent_id?: number;
  listing_type?: "S" | "R";
  property_type_id?: number;
  province_id?: string;
  city_id?: string;
  area_id?: string;
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

/** The query's own contradictions (the contract checked each value): a max below its min, a city outside its province. */
export function checkSearchQuery(query: SearchQuery): void {
  const errors: Record<string, string[]> = {};
  for (const [min, max, message] of RANGES) {
    const low = query[min];
    const high = query[max];
    if (low !== undefined && high !== undefined && high < low) errors[max] = [message];
  }
  if (query.city_id && query.province_id && !query.city_id.startsWith(`${query.province_id}.`)) {
    errors.city_id = ["Kota tidak berada di provinsi yang dipilih."];
  }
  if (query.area_id && query.city_id && !query.area_id.startsWith(`${query.city_id}.`)) {
    errors.area_id = ["Kecamatan tidak berada di kota yang dipilih."];
  } else if (query.area_id && query.province_id && !query.area_id.startsWith(`${query.province_id}.`)) {
    errors.area_id = ["Kecamatan tidak berada di provinsi yang dipilih."];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * The filters of a search on `l`, beside isPublicListing. Location uses only its most precise level (an area lies
 * in its city and province, checked above): one equality the planner can estimate, served by that level's index.
 */
export function searchConditions(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.area_id) where.push(sql`l.area_id = ${query.area_id}`);
  else if (query.city_id) where.push(sql`l.city_id = ${query.city_id}`);
  else if (query.province_id) where.push(sql`l.province_id = ${query.province_id}`);
  if (query.agent_id !== undefined) where.push(sql`l.user_id = ${query.agent_id}`);
  if (query.listing_type) where.push(sql`l.type = ${query.listing_type}`);
  if (query.property_type_id !== undefined) where.push(sql`l.property_type_id = ${query.property_type_id}`);
  if (query.price_min !== undefined) where.push(sql`l.price >= ${query.price_min}`);
  if (query.price_max !== undefined) where.push(sql`l.price <= ${query.price_max}`);
  if (query.bedroom !== undefined) where.push(sql`l.bedroom >= ${query.bedroom}`);
  if (query.bathroom !== undefined) where.push(sql`l.bathroom >= ${query.bathroom}`);
  if (query.building_size_min !== undefined) where.push(sql`l.building_size >= ${query.building_size_min}`);
  if (query.building_size_max !== undefined) where.push(sql`l.building_size <= ${query.building_size_max}`);
  if (query.land_size_min !== undefined) where.push(sql`l.land_size >= ${query.land_size_min}`);
  if (query.land_size_max !== undefined) where.push(sql`l.land_size <= ${query.land_size_max}`);
  if (query.certificate_id !== undefined) where.push(sql`l.certificate_id = ${query.certificate_id}`);
  if (query.furnishing_status_id !== undefined) where.push(sql`l.furnishing_status_id = ${query.furnishing_status_id}`);
  const tsquery = query.q === undefined ? null : keywordTsQuery(query.q);
  if (tsquery) where.push(sql`l.search_document @@ to_tsquery('simple', ${tsquery})`);
  return where;
}

/** ORDER BY of each sort on alias `a`; each is the order of an index per location level (0014), ties broken by id. */
export const SEARCH_ORDERINGS = {
  newest: (a: string) => sql.raw(`${a}.posted_at DESC, ${a}.id DESC`),
  price_asc: (a: string) => sql.raw(`${a}.price ASC, ${a}.id ASC`),
  price_desc: (a: string) => sql.raw(`${a}.price DESC, ${a}.id DESC`),
} as const;
