// The listing form's values as its inputs hold them (ADR 0047: Conform reads the form element, so the inputs are
// the form's state). Plain fields are inputs of the same name; the video links are `videos[0]`…`videos[n]`, a list
// whose rows shift up when one is removed; the values made of several parts (the facilities with their amounts,
// the map pin, the photos) are one hidden input each holding JSON, changed through Conform's `form.update`.
import { parse } from "@conform-to/react";
import { priceDigits } from "./price-input";
import { listingValuesFrom, type ListingFormValues } from "./listing-form-values";

/** The fields held as JSON in a hidden input. */
export const JSON_FIELDS = ["selected_facilities", "map", "photos"] as const;
export type JsonField = (typeof JSON_FIELDS)[number];

/** The values as Conform's value of the form (what the inputs start from). */
export function formValueOf(values: ListingFormValues): Record<string, string | string[]> {
  const { selected_facilities, map, photos, ...plain } = values;
  const json = { selected_facilities, map, photos } satisfies Record<JsonField, unknown>;
  return {
    ...plain,
    ...Object.fromEntries(Object.entries(json).map(([field, value]) => [field, JSON.stringify(value)])),
  };
}

function fromJson(text: unknown): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Conform leaves an empty input out of its value ("" → absent); a single empty video row is still one row. */
const texts = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((item) => (typeof item === "string" ? item : "")) : [""];

/**
 * The values from what the inputs hold: Conform's `value` of the form (nested by the inputs' names), or the
 * payload of its FormData. Anything missing or of the wrong kind is the empty form's.
 */
export function listingValuesOf(payload: unknown): ListingFormValues {
  const given: Record<string, unknown> = typeof payload === "object" && payload !== null ? { ...payload } : {};
  for (const field of JSON_FIELDS) given[field] = fromJson(given[field]);
  given.videos = texts(given.videos);
  // The price is shown grouped ("1.500.000"); the form holds its digits.
  if (typeof given.price === "string") given.price = priceDigits(given.price);
  return listingValuesFrom(given);
}

/** The values a submitted (or current) FormData of the form holds. */
export function readListingForm(data: FormData): ListingFormValues {
  return listingValuesOf(parse(data, { resolve: (payload) => ({ value: payload }) }).payload);
}
