// The public search's filters and their shareable URL (/cari?tipe=dijual&kecamatan=31.74.07&kamar_tidur=2…):
// Indonesian parameter names a visitor can read, one canonical spelling per search (for links, paging and the
// canonical URL), and the API query it stands for. Parsing is lenient: a hand-edited or outdated link drops
// what it cannot use instead of failing, so a shared search always opens.
import type { operations } from "@griya/api-client/schema";
import { PUBLIC_PATHS } from "../../public-paths";

export type SearchSort = "newest" | "price_asc" | "price_desc";
/** A province, a city, a district, or an everyday name of several districts ("Bintaro", docs/product/regions.md). */
export type LocationKind = "province" | "city" | "area" | "areas";

/** The location box: the text shown, and the place picked from the suggestions (absent while only typed). */
export type LocationFilter = { text: string; kind: LocationKind | null; id: string | null };

export type SearchFilters = {
  listingType: "S" | "R" | null;
  propertyTypeId: number | null;
  location: LocationFilter | null;
  priceMin: number | null;
  priceMax: number | null;
  bedroom: number | null;
  bathroom: number | null;
  buildingSizeMin: number | null;
  buildingSizeMax: number | null;
  landSizeMin: number | null;
  landSizeMax: number | null;
  certificateId: number | null;
  furnishingStatusId: number | null;
  keyword: string;
  sort: SearchSort;
  page: number;
};

export type SearchApiQuery = NonNullable<operations["searchListings"]["parameters"]["query"]>;

const SEARCH_PATH = PUBLIC_PATHS.search;
/** Listings per result page. */
const SEARCH_PAGE_SIZE = 20;
/** The API pages through the first 10,000 matches only (page × per_page ≤ 10,000 + per_page). */
export const SEARCH_MAX_PAGE = Math.floor(10_000 / SEARCH_PAGE_SIZE) + 1;
const KEYWORD_MAX_LENGTH = 100;

/** URL parameter names, in canonical order. */
const PARAM = {
  listingType: "tipe",
  propertyTypeId: "jenis",
  location: "lokasi",
  province: "provinsi",
  city: "kota",
  area: "kecamatan",
  areas: "kawasan",
  priceMin: "harga_min",
  priceMax: "harga_max",
  bedroom: "kamar_tidur",
  bathroom: "kamar_mandi",
  buildingSizeMin: "lb_min",
  buildingSizeMax: "lb_max",
  landSizeMin: "lt_min",
  landSizeMax: "lt_max",
  certificateId: "sertifikat",
  furnishingStatusId: "perabot",
  keyword: "q",
  sort: "urut",
  page: "halaman",
} as const;

const LISTING_TYPE_WORDS = { S: "dijual", R: "disewa" } as const;
const SORT_WORDS = { newest: "terbaru", price_asc: "harga_terendah", price_desc: "harga_tertinggi" } as const;
const LOCATION_PARAMS = [
  ["areas", PARAM.areas, /^[1-9]\d{0,8}$/],
  ["area", PARAM.area, /^\d{2}\.\d{2}\.\d{2}$/],
  ["city", PARAM.city, /^\d{2}\.\d{2}$/],
  ["province", PARAM.province, /^\d{2}$/],
] as const;

const MAX_ID = 2_147_483_647;
const MAX_PRICE = 1_000_000_000_000;
const MAX_SIZE = 100_000_000;
const MAX_ROOMS = 99;

export const EMPTY_FILTERS: SearchFilters = {
  listingType: null,
  propertyTypeId: null,
  location: null,
  priceMin: null,
  priceMax: null,
  bedroom: null,
  bathroom: null,
  buildingSizeMin: null,
  buildingSizeMax: null,
  landSizeMin: null,
  landSizeMax: null,
  certificateId: null,
  furnishingStatusId: null,
  keyword: "",
  sort: "newest",
  page: 1,
};

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** "1.500.000.000", "Rp 1 500 000 000" → 1500000000; null when empty, not a whole number or out of bounds. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null) return null;
  const digits = value.replace(/^\s*rp\.?/i, "").replace(/[\s.]/g, "");
  if (!/^\d{1,13}$/.test(digits)) return null;
  const number = Number(digits);
  return number >= min && number <= max ? number : null;
}

function keyOf<T extends Record<string, string>>(table: T, word: string | null): keyof T | null {
  return (Object.keys(table) as (keyof T)[]).find((key) => table[key] === word) ?? null;
}

/** A range whose ends were typed the wrong way round is read the right way round. */
function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/** The filters a /cari URL asks for. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const get = (name: string) => params.get(name);
  const text = collapse(get(PARAM.location) ?? "").slice(0, KEYWORD_MAX_LENGTH);
  let location: LocationFilter | null = null;
  for (const [kind, name, pattern] of LOCATION_PARAMS) {
    const id = get(name)?.trim() ?? "";
    if (pattern.test(id)) {
      location = { text, kind, id };
      break;
    }
  }
  if (!location && text) location = { text, kind: null, id: null };

  const [priceMin, priceMax] = ordered(
    wholeNumber(get(PARAM.priceMin), 0, MAX_PRICE),
    wholeNumber(get(PARAM.priceMax), 0, MAX_PRICE),
  );
  const [buildingSizeMin, buildingSizeMax] = ordered(
    wholeNumber(get(PARAM.buildingSizeMin), 0, MAX_SIZE),
    wholeNumber(get(PARAM.buildingSizeMax), 0, MAX_SIZE),
  );
  const [landSizeMin, landSizeMax] = ordered(
    wholeNumber(get(PARAM.landSizeMin), 0, MAX_SIZE),
    wholeNumber(get(PARAM.landSizeMax), 0, MAX_SIZE),
  );
  const page = wholeNumber(get(PARAM.page), 1, Number.MAX_SAFE_INTEGER) ?? 1;
  return {
    listingType: keyOf(LISTING_TYPE_WORDS, get(PARAM.listingType)),
    propertyTypeId: wholeNumber(get(PARAM.propertyTypeId), 1, MAX_ID),
    location,
    priceMin,
    priceMax,
    bedroom: wholeNumber(get(PARAM.bedroom), 1, MAX_ROOMS),
    bathroom: wholeNumber(get(PARAM.bathroom), 1, MAX_ROOMS),
    buildingSizeMin,
    buildingSizeMax,
    landSizeMin,
    landSizeMax,
    certificateId: wholeNumber(get(PARAM.certificateId), 1, MAX_ID),
    furnishingStatusId: wholeNumber(get(PARAM.furnishingStatusId), 1, MAX_ID),
    keyword: collapse(get(PARAM.keyword) ?? "").slice(0, KEYWORD_MAX_LENGTH),
    sort: keyOf(SORT_WORDS, get(PARAM.sort)) ?? "newest",
    page: Math.min(page, SEARCH_MAX_PAGE),
  };
}

/** The canonical query of a search: set filters only, in a fixed order, defaults (newest, page 1) left out. */
export function searchFiltersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== "") params.set(name, String(value));
  };
  put(PARAM.listingType, filters.listingType && LISTING_TYPE_WORDS[filters.listingType]);
  put(PARAM.propertyTypeId, filters.propertyTypeId);
  put(PARAM.location, filters.location?.text ?? null);
  if (filters.location?.kind && filters.location.id) {
    put(LOCATION_PARAMS.find(([kind]) => kind === filters.location!.kind)![1], filters.location.id);
  }
  put(PARAM.priceMin, filters.priceMin);
  put(PARAM.priceMax, filters.priceMax);
  put(PARAM.bedroom, filters.bedroom);
  put(PARAM.bathroom, filters.bathroom);
  put(PARAM.buildingSizeMin, filters.buildingSizeMin);
  put(PARAM.buildingSizeMax, filters.buildingSizeMax);
  put(PARAM.landSizeMin, filters.landSizeMin);
  put(PARAM.landSizeMax, filters.landSizeMax);
  put(PARAM.certificateId, filters.certificateId);
  put(PARAM.furnishingStatusId, filters.furnishingStatusId);
  put(PARAM.keyword, filters.keyword);
  if (filters.sort !== "newest") put(PARAM.sort, SORT_WORDS[filters.sort]);
  if (filters.page > 1) put(PARAM.page, filters.page);
  return params;
}

/** "/cari?tipe=dijual&halaman=2": the link of a search (with `changes` applied, e.g. another page). */
export function searchHref(filters: SearchFilters, changes: Partial<SearchFilters> = {}): string {
  const query = searchFiltersToParams({ ...filters, ...changes }).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** What searchListings is asked; a location that was only typed (not resolved to a place) is not a filter. */
export function searchApiQuery(filters: SearchFilters, perPage = SEARCH_PAGE_SIZE): SearchApiQuery {
  const query: SearchApiQuery = { sort: filters.sort, page: filters.page, per_page: perPage };
  if (filters.listingType) query.listing_type = filters.listingType;
  if (filters.propertyTypeId !== null) query.property_type_id = filters.propertyTypeId;
  const { location } = filters;
  if (location?.kind === "province" && location.id) query.province_id = location.id;
  if (location?.kind === "city" && location.id) query.city_id = location.id;
  if (location?.kind === "area" && location.id) query.area_id = location.id;
  if (location?.kind === "areas" && location.id) query.alias_id = Number(location.id);
  if (filters.priceMin !== null) query.price_min = filters.priceMin;
  if (filters.priceMax !== null) query.price_max = filters.priceMax;
  if (filters.bedroom !== null) query.bedroom = filters.bedroom;
  if (filters.bathroom !== null) query.bathroom = filters.bathroom;
  if (filters.buildingSizeMin !== null) query.building_size_min = filters.buildingSizeMin;
  if (filters.buildingSizeMax !== null) query.building_size_max = filters.buildingSizeMax;
  if (filters.landSizeMin !== null) query.land_size_min = filters.landSizeMin;
  if (filters.landSizeMax !== null) query.land_size_max = filters.landSizeMax;
  if (filters.certificateId !== null) query.certificate_id = filters.certificateId;
  if (filters.furnishingStatusId !== null) query.furnishing_status_id = filters.furnishingStatusId;
  if (filters.keyword) query.q = filters.keyword;
  return query;
}

/** How many filters of the panel are set (the "Filter (3)" button); keyword, sort and page are not counted. */
export function activeFilterCount(filters: SearchFilters): number {
  const ranges = [
    [filters.priceMin, filters.priceMax],
    [filters.buildingSizeMin, filters.buildingSizeMax],
    [filters.landSizeMin, filters.landSizeMax],
  ].filter(([min, max]) => min !== null || max !== null).length;
  const singles = [
    filters.listingType,
    filters.propertyTypeId,
    filters.location,
    filters.bedroom,
    filters.bathroom,
    filters.certificateId,
    filters.furnishingStatusId,
  ].filter((value) => value !== null).length;
  return ranges + singles;
}
