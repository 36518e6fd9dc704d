// The form's values (docs/product/listings.md#the-listing-form): what the inputs hold, as they hold it. Text and number
// inputs keep strings (what was typed, so nothing is lost or reformatted while typing), the price its digits, hoek
// "1"/"0"/"" (the form holds 1/0), photos as the photo manager shows them.
import { DEFAULT_LISTING_TYPE } from "@griya/domain/constants";
import { DEFAULT_OWNERSHIP, type ListingType, type Ownership } from "@griya/domain/listing-rules";
import type { MapData, SelectedFacility } from "@griya/domain/listing-schemas";
import type { ListingEditData } from "./queries";

/** A photo as the photo manager holds it (its ManagedPhoto). */
type FormPhoto = { uuid: string; src: string; isPrimary: boolean; fileName?: string | null };

export type HoekValue = "" | "1" | "0";

export type ListingFormValues = {
  type: ListingType;
  rent_period_id: string;
  ownership: Ownership;
  owner_name: string;
  company_name: string;
  property_type_id: string;
  title_suffix: string;
  description: string;
  /** Digits only ("1500000"); shown grouped. */
  price: string;
  bedroom: string;
  bathroom: string;
  building_size: string;
  land_size: string;
  total_floor: string;
  floor: string;
  electrical_power: string;
  hoek: HoekValue;
  furnishing_status_id: string;
  certificate_id: string;
  selected_facilities: SelectedFacility[];
  /** One input per entry; blanks are dropped when sent. */
  videos: string[];
  /** The 360° tour link (only offered to agents on the embed_360 allow-list). */
  tour_360_url: string;
  address: string;
  block_number: string;
  unit_number: string;
  province_id: string;
  city_id: string;
  area_id: string;
  map: MapData;
  photos: FormPhoto[];
};

/** Values of a new listing: type S, the agent's own property, one empty video input. */
export function emptyListingValues(): ListingFormValues {
  return {
    type: DEFAULT_LISTING_TYPE,
    rent_period_id: "",
    ownership: DEFAULT_OWNERSHIP,
    owner_name: "",
    company_name: "",
    property_type_id: "",
    title_suffix: "",
    description: "",
    price: "",
    bedroom: "",
    bathroom: "",
    building_size: "",
    land_size: "",
    total_floor: "",
    floor: "",
    electrical_power: "",
    hoek: "",
    furnishing_status_id: "",
    certificate_id: "",
    selected_facilities: [],
    videos: [""],
    tour_360_url: "",
    address: "",
    block_number: "",
    unit_number: "",
    province_id: "",
    city_id: "",
    area_id: "",
    map: { lat: null, lng: null, is_map_pinned: false },
    photos: [],
  };
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** The form values of a saved listing (GET /api/v2/listing_form/edit/{uuid}). */
export function valuesFromEditData(edit: ListingEditData): ListingFormValues {
  const empty = emptyListingValues();
  return {
    type: edit.type,
    rent_period_id: text(edit.rent_period_id),
    ownership: edit.ownership ?? empty.ownership,
    owner_name: text(edit.owner_name),
    company_name: text(edit.company_name),
    property_type_id: text(edit.property_type_id),
    title_suffix: text(edit.title_suffix),
    description: text(edit.description),
    price: text(edit.price),
    bedroom: text(edit.bedroom),
    bathroom: text(edit.bathroom),
    building_size: text(edit.building_size),
    land_size: text(edit.land_size),
    total_floor: text(edit.total_floor),
    floor: text(edit.floor),
    electrical_power: text(edit.electrical_power),
    hoek: edit.hoek === true ? "1" : edit.hoek === false ? "0" : "",
    furnishing_status_id: text(edit.furnishing_status_id),
    certificate_id: text(edit.certificate_id),
    selected_facilities: (edit.selected_facilities ?? []).map(({ id, amount }) => ({ id, amount: amount ?? null })),
    videos: edit.videos && edit.videos.length > 0 ? [...edit.videos] : [""],
    tour_360_url: text(edit.tour_360_url),
    address: text(edit.address),
    block_number: text(edit.block_number),
    unit_number: text(edit.unit_number),
    province_id: text(edit.province_id),
    city_id: text(edit.city_id),
    area_id: text(edit.area_id),
    map: edit.map ? { ...edit.map } : empty.map,
    photos: edit.photos.map((photo) => ({
      uuid: photo.uuid,
      src: photo.src,
      isPrimary: photo.is_primary,
      fileName: photo.file_name ?? null,
    })),
  };
}

const kindOf = (value: unknown): string => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value);

/** Values read from outside (stored, or the inputs): each one of the wrong kind falls back to the empty form's. */
export function listingValuesFrom(given: Record<string, unknown>): ListingFormValues {
  const empty = emptyListingValues();
  return Object.fromEntries(
    Object.entries(empty).map(([key, fallback]) => {
      const value = given[key];
      return [key, value !== undefined && kindOf(value) === kindOf(fallback) ? value : fallback];
    }),
  ) as ListingFormValues;
}
