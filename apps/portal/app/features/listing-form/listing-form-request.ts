// From form values to the body of POST /api/v2/listing_form/save, checked with the same domain schemas the
// server runs: the draft schema for "Simpan draft" (an incomplete listing is fine, every value present must be
// valid) and the activation schema for "Simpan & aktifkan" (complete, per the property type's field rules).
// Fields the property type hides, the rent period of a sale and the name an ownership does not ask for are
// left out of the body.
import { fieldErrors } from "@griya/domain/auth-schemas";
import {
  fieldVisibility,
  ownershipNameField,
  RULED_FIELDS,
  type FieldRule,
  type ListingType,
} from "@griya/domain/listing-rules";
import {
  listingActivationSchema,
  listingDraftSchema,
  type FacilityDefinition,
  type ListingFormData,
} from "@griya/domain/listing-schemas";
import * as v from "valibot";
import { inputsShowing, type ErrorPlacement } from "./error-placement";
import type { ListingFormValues } from "./listing-form-values";
import type { SaveAction, SaveListingBody } from "./queries";

export type FieldErrors = Record<string, string[]>;

/** "draft": format only; "complete": what activation (or saving a listing that is already public) needs. */
export type CheckLevel = "draft" | "complete";

export type ListingRules = {
  field_rules: readonly FieldRule[];
  facilities: readonly FacilityDefinition[];
  /** The embed_360 allow-list lets the agent add a 360° tour; otherwise the field is neither shown nor sent. */
  can_embed_360?: boolean;
};

export const FORM_STEPS = [1, 2] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** The fields each step shows, in screen order (the first invalid one gets focus). */
const STEP_FIELDS = {
  1: [
    "type",
    "rent_period_id",
    "ownership",
    "owner_name",
    "company_name",
    "property_type_id",
    "title_suffix",
    "description",
    "price",
    "bedroom",
    "bathroom",
    "building_size",
    "land_size",
    "total_floor",
    "floor",
    "electrical_power",
    "hoek",
    "furnishing_status_id",
    "certificate_id",
    "selected_facilities",
    "videos",
    "tour_360_url",
  ],
  2: [
    "address",
    "block_number",
    "unit_number",
    "province_id",
    "city_id",
    "area_id",
    "map",
    "photo_uuids",
    "primary_photo_uuid",
  ],
} as const satisfies Record<FormStep, readonly string[]>;

const FIELD_STEP = new Map<string, FormStep>(
  FORM_STEPS.flatMap((step) => STEP_FIELDS[step].map((field) => [field, step] as const)),
);

/** The step an error key belongs to ("selected_facilities.0.amount" → 1, "map.lat" → 2), or null when unknown. */
export function stepOfField(key: string): FormStep | null {
  return FIELD_STEP.get(key.split(/[.[]/)[0]!) ?? null;
}

/** The first step with an error, or null. */
export function firstStepWithErrors(errors: FieldErrors): FormStep | null {
  const steps = Object.keys(errors).map(stepOfField);
  return FORM_STEPS.find((step) => steps.includes(step)) ?? null;
}

/**
 * Per step, how many inputs show an error (a list-wide message counts once per input it is shown on, two keys one
 * input shows count once), and the messages of keys no step shows (shown above the form).
 */
export function errorsByStep(
  errors: FieldErrors,
  placement: ErrorPlacement,
): { counts: Record<FormStep, number>; unplaced: string[] } {
  const inputs: Record<FormStep, Set<string>> = { 1: new Set(), 2: new Set() };
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const step = stepOfField(key);
    if (step === null) unplaced.push(...messages);
    else for (const input of inputsShowing(key, placement)) inputs[step].add(input);
  }
  return { counts: { 1: inputs[1].size, 2: inputs[2].size }, unplaced };
}

/** Which ruled fields the chosen property type shows and requires (none before a type is chosen). */
export function visibilityOf(values: Pick<ListingFormValues, "property_type_id">, rules: readonly FieldRule[]) {
  const propertyTypeId = values.property_type_id === "" ? null : Number(values.property_type_id);
  return fieldVisibility(rules, Number.isSafeInteger(propertyTypeId) ? propertyTypeId : null);
}

/**
 * The values as the schemas read them (form-style strings), without what the form does not show. Without the tour
 * field the body has no tour_360_url at all, so the server keeps the listing's tour as it is.
 */
export function requestFields(
  values: ListingFormValues,
  rules: readonly FieldRule[],
  canEmbed360 = false,
): Record<string, unknown> {
  const primary = values.photos.find((photo) => photo.isPrimary);
  const fields: Record<string, unknown> = {
    type: values.type,
    ownership: values.ownership,
    property_type_id: values.property_type_id,
    title_suffix: values.title_suffix,
    description: values.description,
    price: values.price,
    certificate_id: values.certificate_id,
    selected_facilities: values.selected_facilities,
    videos: values.videos,
    address: values.address,
    province_id: values.province_id,
    city_id: values.city_id,
    area_id: values.area_id,
    map: values.map,
    photo_uuids: values.photos.map((photo) => photo.uuid),
    primary_photo_uuid: primary?.uuid ?? null,
  };
  if (canEmbed360) fields.tour_360_url = values.tour_360_url;
  if (values.type === "R") fields.rent_period_id = values.rent_period_id;
  const nameField = ownershipNameField(values.ownership);
  if (nameField !== null) fields[nameField] = values[nameField];
  const visibility = visibilityOf(values, rules);
  for (const field of RULED_FIELDS) {
    if (visibility[field].allowed) fields[field] = values[field];
  }
  return fields;
}

/** The parsed values the form sends; the listing type is always chosen. */
export type ListingFields = Omit<Partial<ListingFormData>, "type"> & { type: ListingType };

export type ListingCheck = { ok: true; fields: ListingFields } | { ok: false; errors: FieldErrors };

/** The schema the values are checked with at a level (activation: the chosen property type's field rules). */
export function listingSchema(values: ListingFormValues, rules: ListingRules, level: CheckLevel) {
  return level === "draft"
    ? listingDraftSchema({ facilities: rules.facilities })
    : listingActivationSchema({
        facilities: rules.facilities,
        fieldRules: rules.field_rules,
        propertyTypeId: Number(values.property_type_id) || 0,
      });
}

/** Checks the values at a level; on success, the parsed values of the fields the form sends. */
export function checkListing(values: ListingFormValues, rules: ListingRules, level: CheckLevel): ListingCheck {
  const fields = requestFields(values, rules.field_rules, rules.can_embed_360 === true);
  const parsed = v.safeParse(listingSchema(values, rules, level), fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  // The schema fills every field it knows (null when absent); only what the form shows is sent.
  const sent = Object.fromEntries(Object.entries(parsed.output).filter(([key]) => Object.hasOwn(fields, key)));
  return { ok: true, fields: { ...sent, type: values.type } };
}

/**
 * Leaving step 1 checks only its own fields, and only their format (the draft schema): an incomplete listing
 * may move on, a malformed value (a channel link as video, a price with letters) may not.
 */
export function stepOneErrors(values: ListingFormValues, rules: ListingRules): FieldErrors {
  const check = checkListing(values, rules, "draft");
  if (check.ok) return {};
  return Object.fromEntries(Object.entries(check.errors).filter(([key]) => stepOfField(key) === 1));
}

/**
 * The save body: both sections merged, plus uuid (null when new), type and action
 * (docs/product/listings.md#the-listing-form).
 */
export function saveBody(fields: ListingFields, uuid: string | null, action: SaveAction): SaveListingBody {
  return { ...fields, uuid, type: fields.type, action };
}
