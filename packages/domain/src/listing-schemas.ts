// Valibot schemas of the listing form (docs/product/listings.md#the-listing-form). A draft may be incomplete, but
// every value it holds must be valid; activation needs a complete listing, where the field rules of the chosen
// property type decide which ruled fields are required. Both accept what an HTML form posts (numbers as
// strings, "" for an empty field, hoek as 1/0) and report each field's first problem only.
import * as v from "valibot";
import { objectMessage } from "./auth-schemas";
import { MAX_PHOTOS, MAX_VIDEOS, MIN_PHOTOS } from "./constants";
import { REGION_ID_PATTERNS } from "./account-schemas";
import { hasControlCharacter, singleLine } from "./single-line";
import { UUID_PATTERN } from "./uuid";
import {
  type FieldRule,
  LISTING_TYPES,
  type ListingType,
  OWNERSHIPS,
  type RuledField,
  fieldVisibility,
} from "./listing-rules";
import {
  FIELD_LABELS as L,
  boolean,
  controlCharacter,
  duplicateItem,
  integer,
  max,
  maxItems,
  maxLength,
  min,
  minLength,
  number,
  oneOf,
  required,
  youtubeUrl,
} from "./validation-messages";
import { normaliseTour360Url, tour360ProblemMessage, TOUR_360_URL_MAX } from "./tour-360";

const firstIssueOnly = { abortPipeEarly: true } as const;

export const LISTING_LIMITS = {
  TITLE_MIN: 10,
  TITLE_MAX: 100,
  DESCRIPTION_MIN: 30,
  DESCRIPTION_MAX: 5000,
  SELL_PRICE_MIN: 1_000_000,
  SELL_PRICE_MAX: 1_000_000_000_000,
  RENT_PRICE_MIN: 100_000,
  RENT_PRICE_MAX: 1_000_000_000_000,
  ROOMS_MIN: 0,
  ROOMS_MAX: 50,
  TOTAL_FLOOR_MIN: 1,
  TOTAL_FLOOR_MAX: 200,
  FLOOR_MIN: 1,
  FLOOR_MAX: 200,
  BUILDING_SIZE_MIN: 1,
  BUILDING_SIZE_MAX: 100_000,
  LAND_SIZE_MIN: 1,
  LAND_SIZE_MAX: 10_000_000,
  ELECTRICAL_POWER_MIN: 450,
  ELECTRICAL_POWER_MAX: 1_000_000,
  FACILITY_AMOUNT_MIN: 1,
  FACILITY_AMOUNT_MAX: 1000,
  VIDEOS_MAX: MAX_VIDEOS,
  VIDEO_URL_MAX: 255,
  PHOTOS_MIN: MIN_PHOTOS,
  PHOTOS_MAX: MAX_PHOTOS,
  ADDRESS_MAX: 255,
  CATEGORY_NAME_MAX: 100,
  BLOCK_NUMBER_MAX: 20,
  UNIT_NUMBER_MAX: 20,
  OWNER_NAME_MAX: 100,
  COMPANY_NAME_MAX: 100,
  TOUR_360_URL_MAX,
} as const;

const X = LISTING_LIMITS;

/** Common PLN connection sizes in VA, for the electrical-power picker (any value within bounds is accepted). */
export const ELECTRICAL_POWER_OPTIONS = [
  450, 900, 1300, 2200, 3500, 4400, 5500, 6600, 7700, 10600, 11000, 13200, 16500, 22000, 23000, 33000, 41500, 53000,
  66000, 82500, 105000, 131000, 147000, 164000, 197000,
] as const;

// YouTube ------------------------------------------------------------------------------------------------

const YOUTUBE_ID = "([\\w-]{11})";
const YOUTUBE_PATTERNS = [
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=${YOUTUBE_ID}(?:[&#].*)?$`),
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/shorts/${YOUTUBE_ID}(?:[/?#].*)?$`),
  new RegExp(`^https?://youtu\\.be/${YOUTUBE_ID}(?:[/?#].*)?$`),
];

/** A YouTube video (watch link or youtu.be) or a Short; channels, playlists and other sites are refused. */
export function isYoutubeUrl(url: string): boolean {
  return youtubeVideoId(url) !== null;
}

/** The 11-character id of a YouTube video link (as isYoutubeUrl accepts it), else null: players embed by id. */
export function youtubeVideoId(url: string): string | null {
  const trimmed = url.trim();
  for (const pattern of YOUTUBE_PATTERNS) {
    const id = pattern.exec(trimmed)?.[1];
    if (id) return id;
  }
  return null;
}

// Field builders (each reports its first problem only) ------------------------------------------------

type Field<T> = v.GenericSchema<unknown, T | null>;

const blankToNull = (value: unknown): unknown =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

/**
 * Lets an object key be absent: the schema then runs on null, so a missing required field reads "wajib diisi"
 * like an empty one (valibot reports missing keys itself unless the entry is `optional`).
 */
function absentAsNull<T>(schema: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T> {
  return v.optional(schema, null);
}

/** Wraps `inner` so absent/null/"" becomes null, or "wajib diisi" when `isRequired`. */
function nullable<T>(label: string, isRequired: boolean, inner: v.GenericSchema<unknown, T>): Field<T> {
  return absentAsNull(
    v.config(
      v.pipe(
        v.unknown(),
        v.transform(blankToNull),
        v.check((value) => !isRequired || value !== null, required(label)),
        v.nullable(inner),
      ),
      firstIssueOnly,
    ) as Field<T>,
  );
}

/** Text, trimmed; single-line (no control characters) unless `multiline` (a description, an address). */
function textField(
  label: string,
  isRequired: boolean,
  maxChars: number,
  minChars = 0,
  { multiline = false } = {},
): Field<string> {
  const inner = v.pipe(
    v.string(oneOf(label)),
    v.check((text: string) => multiline || !hasControlCharacter(text), controlCharacter(label)),
    v.trim(),
    v.minLength(minChars, minLength(label, minChars)),
    v.maxLength(maxChars, maxLength(label, maxChars)),
  );
  return nullable(label, isRequired, inner);
}

function toNumber(value: number | string): number {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return /^[+-]?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function integerField(label: string, isRequired: boolean, minValue: number, maxValue: number): Field<number> {
  const inner = v.pipe(
    v.union([v.number(), v.string()], number(label)),
    v.transform(toNumber),
    v.number(number(label)),
    v.finite(number(label)),
    v.integer(integer(label)),
    v.minValue(minValue, min(label, minValue)),
    v.maxValue(maxValue, max(label, maxValue)),
  );
  return nullable(label, isRequired, inner);
}

/** A positive id from the base data; "12" from a select becomes 12. */
function idField(label: string, isRequired: boolean): Field<number> {
  const inner = v.pipe(
    v.union([v.number(), v.string()], oneOf(label)),
    v.transform(toNumber),
    v.number(oneOf(label)),
    v.integer(oneOf(label)),
    v.minValue(1, oneOf(label)),
  );
  return nullable(label, isRequired, inner);
}

function codeField(label: string, isRequired: boolean, pattern: RegExp): Field<string> {
  return nullable(
    label,
    isRequired,
    v.pipe(v.string(oneOf(label)), singleLine(label), v.trim(), v.regex(pattern, oneOf(label))),
  );
}

function picklistField<const T extends readonly [string, ...string[]]>(label: string, isRequired: boolean, values: T) {
  return nullable<T[number]>(label, isRequired, v.picklist(values, oneOf(label)));
}

/** Hoek is boolean or null on the wire; the form holds 1/0. */
function hoekField(isRequired: boolean): Field<boolean> {
  const inner = v.pipe(
    v.union([v.boolean(), v.number(), v.string()], boolean(L.hoek)),
    v.transform((value) =>
      value === true || value === 1 || value === "1" || value === "true"
        ? true
        : value === false || value === 0 || value === "0" || value === "false"
          ? false
          : null,
    ),
    v.boolean(boolean(L.hoek)),
  );
  return nullable(L.hoek, isRequired, inner);
}

const uuidString = (label: string) =>
  v.pipe(v.string(oneOf(label)), singleLine(label), v.trim(), v.regex(UUID_PATTERN, oneOf(label)), v.toLowerCase());

function photoUuidsField(minCount: number): v.GenericSchema<unknown, string[]> {
  return absentAsNull(
    v.config(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === undefined || value === null ? [] : value)),
        v.array(uuidString(L.photo_uuids), oneOf(L.photo_uuids)),
        v.minLength(minCount, required(L.photo_uuids)),
        v.maxLength(X.PHOTOS_MAX, maxItems(L.photo_uuids, X.PHOTOS_MAX)),
        v.check((uuids) => new Set(uuids).size === uuids.length, duplicateItem(L.photo_uuids)),
      ),
      firstIssueOnly,
    ) as v.GenericSchema<unknown, string[]>,
  );
}

const videosField = absentAsNull(
  v.config(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === null ? [] : value)),
      v.array(v.pipe(v.string(youtubeUrl()), singleLine(L.videos)), oneOf(L.videos)),
      v.transform((urls) => urls.map((url) => url.trim()).filter((url) => url !== "")),
      v.maxLength(X.VIDEOS_MAX, maxItems(L.videos, X.VIDEOS_MAX)),
      v.check((urls) => urls.every((url) => url.length <= X.VIDEO_URL_MAX), maxLength(L.videos, X.VIDEO_URL_MAX)),
      v.check((urls) => urls.every(isYoutubeUrl), youtubeUrl()),
    ),
    firstIssueOnly,
  ) as v.GenericSchema<unknown, string[]>,
);

/**
 * A 360° tour link (tour-360.ts), stored in its embeddable form. Whether the agent may add one (the embed_360
 * allow-list) is the server's check: the schema only knows the link.
 */
const tour360Field = nullable(
  L.tour_360_url,
  false,
  v.pipe(
    v.string(oneOf(L.tour_360_url)),
    singleLine(L.tour_360_url),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = normaliseTour360Url(dataset.value);
      if (result.ok) return result.url;
      addIssue({ message: tour360ProblemMessage(result) });
      return NEVER;
    }),
  ),
);

/** A facility of the base data: `uom_name` null means it has no quantity. */
export type FacilityDefinition = { id: number; uom_name: string | null };
export type SelectedFacility = { id: number; amount: number | null };

function facilitiesField(
  definitions: readonly FacilityDefinition[] | undefined,
): v.GenericSchema<unknown, SelectedFacility[]> {
  const byId = new Map(definitions?.map((facility) => [facility.id, facility]));
  const amountLabel = L.facility_amount;
  return absentAsNull(
    v.config(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === undefined || value === null ? [] : value)),
        v.array(
          v.object({
            id: idField(L.selected_facilities, true),
            amount: integerField(amountLabel, false, X.FACILITY_AMOUNT_MIN, X.FACILITY_AMOUNT_MAX),
          }),
          oneOf(L.selected_facilities),
        ),
        v.check(
          (items) => new Set(items.map((item) => item.id)).size === items.length,
          duplicateItem(L.selected_facilities),
        ),
        v.check(
          (items) => definitions === undefined || items.every((item) => byId.has(item.id as number)),
          oneOf(L.selected_facilities),
        ),
        v.check(
          (items) =>
            definitions === undefined ||
            items.every((item) => byId.get(item.id as number)?.uom_name == null || item.amount !== null),
          required(amountLabel),
        ),
        // A facility without a unit carries no amount; drop a stray one rather than refuse the form.
        v.transform((items) =>
          items.map((item) => ({
            id: item.id as number,
            amount: definitions !== undefined && byId.get(item.id as number)?.uom_name == null ? null : item.amount,
          })),
        ),
      ),
      firstIssueOnly,
    ) as v.GenericSchema<unknown, SelectedFacility[]>,
  );
}

export type MapData = { lat: number | null; lng: number | null; is_map_pinned: boolean };

const mapField = absentAsNull(
  v.config(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        value === undefined || value === null ? { lat: null, lng: null, is_map_pinned: false } : value,
      ),
      v.object(
        {
          lat: nullable(
            L.lat,
            false,
            v.pipe(
              v.union([v.number(), v.string()], number(L.lat)),
              v.transform(toNumber),
              v.number(number(L.lat)),
              v.minValue(-90, min(L.lat, -90)),
              v.maxValue(90, max(L.lat, 90)),
            ),
          ),
          lng: nullable(
            L.lng,
            false,
            v.pipe(
              v.union([v.number(), v.string()], number(L.lng)),
              v.transform(toNumber),
              v.number(number(L.lng)),
              v.minValue(-180, min(L.lng, -180)),
              v.maxValue(180, max(L.lng, 180)),
            ),
          ),
          is_map_pinned: v.optional(v.boolean(boolean("Pin peta")), false),
        },
        objectMessage,
      ),
      v.check((map) => !map.is_map_pinned || (map.lat !== null && map.lng !== null), required("Lokasi pin peta")),
    ),
    firstIssueOnly,
  ) as v.GenericSchema<unknown, MapData>,
);

// The schema ---------------------------------------------------------------------------------------------

export type ListingSchemaOptions = {
  /** The base data's facilities; without them only the shape of selected_facilities is checked. */
  facilities?: readonly FacilityDefinition[];
};

export type ListingActivationOptions = ListingSchemaOptions & {
  fieldRules: readonly FieldRule[];
  propertyTypeId: number;
};

/** The price bounds of a listing type; without a type (an early draft) the loosest of both. */
export function priceBounds(type: ListingType | null): { min: number; max: number } {
  if (type === "R") return { min: X.RENT_PRICE_MIN, max: X.RENT_PRICE_MAX };
  if (type === "S") return { min: X.SELL_PRICE_MIN, max: X.SELL_PRICE_MAX };
  return { min: Math.min(X.SELL_PRICE_MIN, X.RENT_PRICE_MIN), max: Math.max(X.SELL_PRICE_MAX, X.RENT_PRICE_MAX) };
}

// Cross-field checks skip values their own field already refuses, so a field shows one message.
const withinBounds = (value: number | null, lo: number, hi: number): boolean =>
  value !== null && Number.isSafeInteger(value) && value >= lo && value <= hi;

/** The price field's own bounds, whatever the type (the contract's). */
const PRICE_FIELD_MAX = Math.max(X.SELL_PRICE_MAX, X.RENT_PRICE_MAX);

/** The bound a price breaks for its type, or null; a price out of the field's own bounds is the field's issue. */
function priceProblem(type: ListingType | null, price: number | null): string | null {
  if (price === null || !Number.isSafeInteger(price) || price < 1 || price > PRICE_FIELD_MAX) return null;
  const bounds = priceBounds(type);
  if (price < bounds.min) return min(L.price, bounds.min);
  if (price > bounds.max) return max(L.price, bounds.max);
  return null;
}

function buildListingSchema(
  complete: boolean,
  options: ListingSchemaOptions,
  ruled: Record<RuledField, { required: boolean }> | null,
) {
  const need = (field: RuledField): boolean => ruled?.[field].required ?? false;
  const entries = {
    type: picklistField(L.listing_type, complete, LISTING_TYPES),
    ownership: picklistField(L.ownership, complete, OWNERSHIPS),
    owner_name: textField(L.owner_name, false, X.OWNER_NAME_MAX),
    company_name: textField(L.company_name, false, X.COMPANY_NAME_MAX),
    property_type_id: idField(L.property_type_id, complete),
    rent_period_id: idField(L.rent_period_id, false),
    title_suffix: textField(L.title_suffix, complete, X.TITLE_MAX, X.TITLE_MIN),
    description: textField(L.description, complete, X.DESCRIPTION_MAX, X.DESCRIPTION_MIN, { multiline: true }),
    // Bounds depend on the listing type: checked below, once type and price are both known.
    price: integerField(L.price, complete, 1, PRICE_FIELD_MAX),
    bedroom: integerField(L.bedroom, need("bedroom"), X.ROOMS_MIN, X.ROOMS_MAX),
    bathroom: integerField(L.bathroom, need("bathroom"), X.ROOMS_MIN, X.ROOMS_MAX),
    building_size: integerField(L.building_size, need("building_size"), X.BUILDING_SIZE_MIN, X.BUILDING_SIZE_MAX),
    land_size: integerField(L.land_size, need("land_size"), X.LAND_SIZE_MIN, X.LAND_SIZE_MAX),
    total_floor: integerField(L.total_floor, need("total_floor"), X.TOTAL_FLOOR_MIN, X.TOTAL_FLOOR_MAX),
    floor: integerField(L.floor, need("floor"), X.FLOOR_MIN, X.FLOOR_MAX),
    electrical_power: integerField(
      L.electrical_power,
      need("electrical_power"),
      X.ELECTRICAL_POWER_MIN,
      X.ELECTRICAL_POWER_MAX,
    ),
    hoek: hoekField(need("hoek")),
    furnishing_status_id: idField(L.furnishing_status_id, need("furnishing_status_id")),
    certificate_id: idField(L.certificate_id, false),
    selected_facilities: facilitiesField(options.facilities),
    videos: videosField,
    tour_360_url: tour360Field,
    address: textField(L.address, complete, X.ADDRESS_MAX, 0, { multiline: true }),
    category_name: textField(L.category_name, false, X.CATEGORY_NAME_MAX),
    block_number: textField(L.block_number, need("block_number"), X.BLOCK_NUMBER_MAX),
    unit_number: textField(L.unit_number, need("unit_number"), X.UNIT_NUMBER_MAX),
    province_id: codeField(L.province_id, complete, REGION_ID_PATTERNS.province),
    city_id: codeField(L.city_id, complete, REGION_ID_PATTERNS.city),
    area_id: codeField(L.area_id, complete, REGION_ID_PATTERNS.district),
    map: mapField,
    photo_uuids: photoUuidsField(complete ? X.PHOTOS_MIN : 0),
    primary_photo_uuid: nullable(L.primary_photo_uuid, false, uuidString(L.primary_photo_uuid)),
  };

  return v.pipe(
    v.object(entries, objectMessage),
    v.forward(
      v.partialCheck(
        [["type"], ["price"]],
        (input) => priceProblem(input.type, input.price) === null,
        (issue) => {
          const input = issue.input as { type: ListingType | null; price: number };
          return priceProblem(input.type, input.price) ?? "";
        },
      ),
      ["price"],
    ),
    v.forward(
      v.partialCheck(
        [["type"], ["rent_period_id"]],
        (input) => !complete || input.type !== "R" || input.rent_period_id !== null,
        required(L.rent_period_id),
      ),
      ["rent_period_id"],
    ),
    v.forward(
      v.partialCheck(
        [["ownership"], ["owner_name"]],
        (input) => !complete || input.ownership !== "REPRESENTED_BY_USER" || input.owner_name !== null,
        required(L.owner_name),
      ),
      ["owner_name"],
    ),
    v.forward(
      v.partialCheck(
        [["ownership"], ["company_name"]],
        (input) => !complete || input.ownership !== "MANAGED_BY_USER" || input.company_name !== null,
        required(L.company_name),
      ),
      ["company_name"],
    ),
    v.forward(
      v.partialCheck(
        [["total_floor"], ["floor"]],
        (input) =>
          !withinBounds(input.floor, X.FLOOR_MIN, X.FLOOR_MAX) ||
          !withinBounds(input.total_floor, X.TOTAL_FLOOR_MIN, X.TOTAL_FLOOR_MAX) ||
          input.floor! <= input.total_floor!,
        floorAboveTotal(),
      ),
      ["floor"],
    ),
    v.forward(
      v.partialCheck(
        [["photo_uuids"], ["primary_photo_uuid"]],
        (input) => input.primary_photo_uuid === null || input.photo_uuids.includes(input.primary_photo_uuid),
        primaryNotInPhotos(),
      ),
      ["primary_photo_uuid"],
    ),
    v.forward(
      v.partialCheck(
        [["photo_uuids"], ["primary_photo_uuid"]],
        (input) => !complete || input.photo_uuids.length === 0 || input.primary_photo_uuid !== null,
        required(L.primary_photo_uuid),
      ),
      ["primary_photo_uuid"],
    ),
    // Only the extra name the ownership asks for is kept, so a switched ownership leaves no stale name.
    v.transform((data) => ({
      ...data,
      owner_name: data.ownership === "REPRESENTED_BY_USER" ? data.owner_name : null,
      company_name: data.ownership === "MANAGED_BY_USER" ? data.company_name : null,
    })),
  );
}

export const primaryNotInPhotos = (): string => "Foto utama harus salah satu dari foto listing.";
export const floorAboveTotal = (): string => "Lantai tidak boleh melebihi jumlah lantai.";

/** A draft: everything optional, but every value present must be valid. */
export function listingDraftSchema(options: ListingSchemaOptions = {}) {
  return buildListingSchema(false, options, null);
}

/** A complete listing, as activation needs it; ruled fields are required per the property type's rules. */
export function listingActivationSchema(options: ListingActivationOptions) {
  return buildListingSchema(true, options, fieldVisibility(options.fieldRules, options.propertyTypeId));
}

export type ListingFormData = v.InferOutput<ReturnType<typeof listingDraftSchema>>;

// Pure helpers of the form ---------------------------------------------------------------------------------

export type FormPhoto = { uuid: string; isPrimary: boolean };

/** Makes `uuid` the only primary; toggling the current primary unsets it (then none is primary). */
export function togglePrimary<T extends FormPhoto>(photos: readonly T[], uuid: string): T[] {
  const wasPrimary = photos.some((photo) => photo.uuid === uuid && photo.isPrimary);
  return photos.map((photo) => ({ ...photo, isPrimary: !wasPrimary && photo.uuid === uuid }));
}

/** Selects or unselects a facility; unselecting clears its amount. Selection keeps the current order. */
export function toggleFacility(
  selected: readonly SelectedFacility[],
  facility: FacilityDefinition,
): SelectedFacility[] {
  if (selected.some((item) => item.id === facility.id)) return selected.filter((item) => item.id !== facility.id);
  return [...selected, { id: facility.id, amount: null }];
}
