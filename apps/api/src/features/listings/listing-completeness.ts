import { fieldErrors } from "@griya/domain/auth-schemas";
import { listingActivationSchema } from "@griya/domain/listing-schemas";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { readFacilities, readFieldRules } from "./reference-list-repository.js";
import { readStoredFormValues } from "./stored-form-values.js";

/**
 * What the stored listing `id` lacks to go live, keyed as the listing form names its fields (`photo_uuids` for the
 * photos); null when it is complete. The listing form's publish rules (listingActivationSchema with the property
 * type's field rules), run on what is stored: a draft may be saved with little more than a type, and activating
 * it as it is once put a listing without a property type or area on the public pages. The 360° tour is left out:
 * whether it shows is decided when the page is read (ADR 0038), it never stops an activation.
 */
export async function incompleteListingFields(db: AppDb, id: number): Promise<Record<string, string[]> | null> {
  const { row, values } = await readStoredFormValues(db, id);
  const fieldRules = await readFieldRules(db);
  const definitions = (await readFacilities(db)).map((f) => ({ id: f.id, uom_name: f.uomName }));
  const schema = listingActivationSchema({
    facilities: definitions,
    fieldRules,
    propertyTypeId: row.propertyTypeId ?? 0,
  });
  const parsed = v.safeParse(schema, values);
  return parsed.success ? null : fieldErrors(parsed.issues);
}
