import {
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
  OWNERSHIP_OPTIONS,
  OWNERSHIPS,
  type FieldRule,
  type FieldRuleType,
} from "@griya/domain/listing-rules";
import type { AppDb } from "../../platform/db/client.js";
import { isOnAllowListNow } from "../../kernels/settings/read-allow-lists.js";
import {
  readCertificates,
  readFacilities,
  readFieldRules,
  readFurnishingStatuses,
  readPropertyTypes,
  readRentPeriods,
} from "./reference-list-repository.js";

type Option = { id: number; name: string };
type FacilityRow = { id: number; name: string; uom_name: string | null };

export type ListingFormBaseData = {
  certificates: Option[];
  field_rules: (FieldRule & { type: FieldRuleType })[];
  furnishing_statuses: Option[];
  rent_periods: (Option & { months: number })[];
  facilities: FacilityRow[];
  property_types: Option[];
  ownerships: { id: (typeof OWNERSHIPS)[number]; name: string }[];
  listing_types: { id: (typeof LISTING_TYPES)[number]; name: string }[];
  /** On the embed_360 allow-list: the form offers the 360° tour field. */
  can_embed_360: boolean;
};

/** The reference lists the form needs for agent `userId`; the server validates against the same rows. */
export async function loadBaseData(db: AppDb, userId: number): Promise<ListingFormBaseData> {
  const [certificates, fieldRules, furnishing, rentPeriods, facilities, propertyTypes, canEmbed360] = await Promise.all(
    [
      readCertificates(db),
      readFieldRules(db),
      readFurnishingStatuses(db),
      readRentPeriods(db),
      readFacilities(db),
      readPropertyTypes(db),
      isOnAllowListNow(db, "embed_360", userId),
    ],
  );
  return {
    certificates,
    field_rules: fieldRules,
    furnishing_statuses: furnishing,
    rent_periods: rentPeriods,
    facilities: facilities.map((f) => ({ id: f.id, name: f.name, uom_name: f.uomName })),
    property_types: propertyTypes,
    ownerships: OWNERSHIPS.map((id) => ({ id, name: OWNERSHIP_OPTIONS[id].label })),
    listing_types: LISTING_TYPES.map((id) => ({ id, name: LISTING_TYPE_LABELS[id] })),
    can_embed_360: canEmbed360,
  };
}
