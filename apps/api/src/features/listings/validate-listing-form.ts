import { fieldErrors } from "@griya/domain/auth-schemas";
import { listingActivationSchema, listingDraftSchema, type ListingFormData } from "@griya/domain/listing-schemas";
import { tour360Messages } from "@griya/domain/tour-360";
import { labelFor, validationMessages as msg } from "@griya/domain/validation-messages";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { isOnAllowListNow } from "../../kernels/settings/read-allow-lists.js";
import { readFacilities, readFieldRules, readFormReferences } from "./reference-list-repository.js";

export type ListingFormValidation =
  { ok: true; input: ListingFormData; tourSent: boolean } | { ok: false; errors: Record<string, string[]> };

const isBlank = (value: unknown): boolean => value === null || (typeof value === "string" && value.trim() === "");

/**
 * The listing rules in two steps: the domain schema the portal runs (a draft may be incomplete, activation needs
 * the field rules of the property type), then what only the database knows: ids that exist, regions that nest,
 * photos that are the caller's own listing uploads, and whether the caller may add a 360° tour (the embed_360
 * allow-list: a tour sent by anyone else is refused whatever the link). Every problem at once.
 * `tourSent` is false when the body has no tour_360_url key: the listing's current tour stays then.
 */
export async function validateListingForm(
  db: AppDb,
  userId: number,
  body: Record<string, unknown>,
  complete: boolean,
): Promise<ListingFormValidation> {
  const [facilityRows, fieldRules] = await Promise.all([
    readFacilities(db),
    complete ? readFieldRules(db) : Promise.resolve([]),
  ]);
  const facilities = facilityRows.map((f) => ({ id: f.id, uom_name: f.uomName }));
  const { uuid: _uuid, action: _action, ...fields } = body;
  const tourSent = Object.hasOwn(fields, "tour_360_url");
  const tourRefused = tourSent && !isBlank(fields.tour_360_url) && !(await isOnAllowListNow(db, "embed_360", userId));
  // A refused tour is not checked as a link: the one message that matters is that the agent may not add one.
  if (tourRefused) delete fields.tour_360_url;
  const refusals: Record<string, string[]> = tourRefused ? { tour_360_url: [tour360Messages.notAllowed] } : {};
  const schema = complete
    ? listingActivationSchema({ facilities, fieldRules, propertyTypeId: Number(fields.property_type_id) || 0 })
    : listingDraftSchema({ facilities });
  const parsed = v.safeParse(schema, fields);
  if (!parsed.success) return { ok: false, errors: { ...fieldErrors(parsed.issues), ...refusals } };
  const p = parsed.output;

  const errors: Record<string, string[]> = { ...refusals };
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const r = await readFormReferences(db, userId, p);

  const unknown = (field: string) => add(field, msg.oneOf(labelFor(field)));
  if (!r.property_type_ok) unknown("property_type_id");
  if (!r.rent_period_ok) unknown("rent_period_id");
  if (!r.furnishing_ok) unknown("furnishing_status_id");
  if (!r.certificate_ok) unknown("certificate_id");
  // Each level is checked against the level above only when that one is valid, so one wrong pick gives one message.
  const notIn = (child: string, parent: string) => add(child, msg.notInParent(labelFor(child), labelFor(parent)));
  if (!r.province_ok) unknown("province_id");
  if (p.city_id !== null) {
    if (r.city_province === null) unknown("city_id");
    else if (r.province_ok && p.province_id !== null && r.city_province !== p.province_id)
      notIn("city_id", "province_id");
  }
  if (p.area_id !== null) {
    if (r.area_city === null) unknown("area_id");
    else if (p.city_id !== null && r.city_province !== null && r.area_city !== p.city_id) notIn("area_id", "city_id");
  }
  // Another agent's photo, or a KTP/NPWP document, looks exactly like a photo that does not exist.
  if (r.own_photos !== p.photo_uuids.length) unknown("photo_uuids");

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input: p, tourSent };
}
