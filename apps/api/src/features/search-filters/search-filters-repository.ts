import { asc } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { certificates, furnishingStatuses, propertyTypes } from "../../platform/db/schema.js";

/** The reference rows the public search form offers, in the listing form's order. */
export async function readSearchFilters(db: AppDb) {
  const [types, certificateRows, furnishing] = await Promise.all([
    db
      .select({ id: propertyTypes.id, name: propertyTypes.name })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.sortOrder), asc(propertyTypes.id)),
    db.select({ id: certificates.id, name: certificates.name }).from(certificates).orderBy(asc(certificates.id)),
    db
      .select({ id: furnishingStatuses.id, name: furnishingStatuses.name })
      .from(furnishingStatuses)
      .orderBy(asc(furnishingStatuses.id)),
  ]);
  return { propertyTypes: types, certificates: certificateRows, furnishingStatuses: furnishing };
}
