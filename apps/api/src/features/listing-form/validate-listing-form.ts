import { fieldErrors } from "@griya/domain/auth-schemas";
import { listingActivationSchema, listingDraftSchema, type ListingFormData } from "@griya/domain/listing-schemas";
import type { FieldRule } from "@griya/domain/listing-rules";
import { tour360Messages } from "@griya/domain/tour-360";
import { labelFor, validationMessages as msg } from "@griya/domain/validation-messages";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { isOnAllowListNow } from "../profile/read-allow-lists.js";

export type ListingFormValidation =
  { ok: true; input: ListingFormData; tourSent: boolean } | { ok: false; errors: Record<string, string[]> };

const isBlank = (value: unknown): boolean => value === null || (typeof value === "string" && value.trim() === "");

type References = {
  property_type_ok: boolean;
  rent_period_ok: boolean;
  furnishing_ok: boolean;
  certificate_ok: boolean;
  province_ok: boolean;
  city_province: string | null;
  area_city: string | null;
  own_photos: number;
};

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
  const [facilities, fieldRules] = await Promise.all([
    rowsOf<{ id: number; uom_name: string | null }>(db, sql`SELECT id, uom_name FROM facilities`),
    complete
      ? rowsOf<FieldRule>(db, sql`SELECT type, property_type_id, allowed, required FROM field_rules`)
      : Promise.resolve([]),
  ]);
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
  const [ref] = await rowsOf<References>(
    db,
    sql`
    SELECT
      (${p.property_type_id}::int IS NULL OR EXISTS (SELECT 1 FROM property_types WHERE id = ${p.property_type_id}::int)) AS property_type_ok,
      (${p.rent_period_id}::int IS NULL OR EXISTS (SELECT 1 FROM rent_periods WHERE id = ${p.rent_period_id}::int)) AS rent_period_ok,
      (${p.furnishing_status_id}::int IS NULL OR EXISTS (SELECT 1 FROM furnishing_statuses WHERE id = ${p.furnishing_status_id}::int)) AS furnishing_ok,
      (${p.certificate_id}::int IS NULL OR EXISTS (SELECT 1 FROM certificates WHERE id = ${p.certificate_id}::int)) AS certificate_ok,
      (${p.province_id}::text IS NULL OR EXISTS (SELECT 1 FROM provinces WHERE id = ${p.province_id}::text)) AS province_ok,
      (SELECT province_id FROM cities WHERE id = ${p.city_id}::text) AS city_province,
      (SELECT city_id FROM districts WHERE id = ${p.area_id}::text) AS area_city,
      (SELECT count(*)::int FROM uploaded_photos
        WHERE owner_user_id = ${userId}::int AND purpose = 'listing'
          AND uuid::text IN (SELECT x FROM json_array_elements_text(${JSON.stringify(p.photo_uuids)}::json) j(x))) AS own_photos`,
  );
  const r = ref!;

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
