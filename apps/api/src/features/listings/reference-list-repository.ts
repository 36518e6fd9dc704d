import type { FieldRule, FieldRuleType } from "@griya/domain/listing-rules";
import type { ListingFormData } from "@griya/domain/listing-schemas";
import { asc, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import {
  certificates,
  facilities,
  fieldRules,
  furnishingStatuses,
  propertyTypes,
  rentPeriods,
} from "../../platform/db/schema.js";

type Option = { id: number; name: string };

export const readCertificates = (db: AppDb): Promise<Option[]> =>
  db.select({ id: certificates.id, name: certificates.name }).from(certificates).orderBy(asc(certificates.id));

export const readFurnishingStatuses = (db: AppDb): Promise<Option[]> =>
  db
    .select({ id: furnishingStatuses.id, name: furnishingStatuses.name })
    .from(furnishingStatuses)
    .orderBy(asc(furnishingStatuses.id));

export const readRentPeriods = (db: AppDb): Promise<(Option & { months: number })[]> =>
  db
    .select({ id: rentPeriods.id, name: rentPeriods.name, months: rentPeriods.months })
    .from(rentPeriods)
    .orderBy(asc(rentPeriods.months), asc(rentPeriods.id));

export const readPropertyTypes = (db: AppDb): Promise<Option[]> =>
  db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.id));

export type FacilityRow = { id: number; name: string; uomName: string | null };

/** Every facility, in id order. */
export const readFacilities = (db: AppDb): Promise<FacilityRow[]> =>
  db
    .select({ id: facilities.id, name: facilities.name, uomName: facilities.uomName })
    .from(facilities)
    .orderBy(asc(facilities.id));

/** The field rules in the domain's shape, by property type. */
export const readFieldRules = (db: AppDb): Promise<(FieldRule & { type: FieldRuleType })[]> =>
  db
    .select({
      type: sql<FieldRuleType>`${fieldRules.type}`,
      property_type_id: fieldRules.propertyTypeId,
      allowed: fieldRules.allowed,
      required: fieldRules.required,
    })
    .from(fieldRules)
    .orderBy(asc(fieldRules.propertyTypeId), asc(fieldRules.id));

/** Whether each reference a listing form names exists, how its regions nest, and how many photos are the agent's. */
export const FormReferences = v.object({
  property_type_ok: v.boolean(),
  rent_period_ok: v.boolean(),
  furnishing_ok: v.boolean(),
  certificate_ok: v.boolean(),
  province_ok: v.boolean(),
  city_province: v.nullable(v.string()),
  area_city: v.nullable(v.string()),
  own_photos: v.number(),
});
export type FormReferences = v.InferOutput<typeof FormReferences>;

/** The ids a listing form names (null: not given); its photos must all be the agent's listing uploads. */
type FormReferenceIds = Pick<
  ListingFormData,
  | "property_type_id"
  | "rent_period_id"
  | "furnishing_status_id"
  | "certificate_id"
  | "province_id"
  | "city_id"
  | "area_id"
  | "photo_uuids"
>;

/** One round trip for every reference check of a listing form. */
export async function readFormReferences(db: AppDb, userId: number, p: FormReferenceIds): Promise<FormReferences> {
  const [ref] = await rowsOf(
    db,
    FormReferences,
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
  return ref!;
}
