import { fieldErrors } from "@griya/domain/auth-schemas";
import { listingActivationSchema } from "@griya/domain/listing-schemas";
import * as v from "valibot";
import type { AppDb } from "../../db/client.js";
import { readListingFormFacilities, readListingFormPhotos, readListingFormValues } from "./listing-form-repository.js";
import { readFacilities, readFieldRules } from "./reference-list-repository.js";

/**
 * What the stored listing `id` lacks to go live, keyed as the listing form names its fields (`photo_uuids` for the
 * photos); null when it is complete. The listing form's publish rules (listingActivationSchema with the property
 * type's field rules), run on what is stored: a draft may be saved with little more than a type, and activating
 * it as it is once put a listing without a property type or area on the public pages. The 360° tour is left out:
 * whether it shows is decided when the page is read (ADR 0038), it never stops an activation.
 */
export async function incompleteListingFields(db: AppDb, id: number): Promise<Record<string, string[]> | null> {
  const row = (await readListingFormValues(db, id))!;
  const photos = await readListingFormPhotos(db, id);
  const facilities = await readListingFormFacilities(db, id);
  const fieldRules = await readFieldRules(db);
  const definitions = (await readFacilities(db)).map((f) => ({ id: f.id, uom_name: f.uomName }));
  const schema = listingActivationSchema({
    facilities: definitions,
    fieldRules,
    propertyTypeId: row.propertyTypeId ?? 0,
  });
  const parsed = v.safeParse(schema, {
    type: row.type,
    ownership: row.ownership,
    owner_name: row.ownerName,
    company_name: row.companyName,
    property_type_id: row.propertyTypeId,
    rent_period_id: row.rentPeriodId,
    title_suffix: row.titleSuffix,
    description: row.description,
    price: row.price,
    bedroom: row.bedroom,
    bathroom: row.bathroom,
    building_size: row.buildingSize,
    land_size: row.landSize,
    total_floor: row.totalFloor,
    floor: row.floor,
    electrical_power: row.electricalPower,
    hoek: row.hoek,
    furnishing_status_id: row.furnishingStatusId,
    certificate_id: row.certificateId,
    selected_facilities: facilities,
    videos: row.videos,
    address: row.address,
    block_number: row.blockNumber,
    unit_number: row.unitNumber,
    province_id: row.provinceId,
    city_id: row.cityId,
    area_id: row.areaId,
    map: { lat: row.lat, lng: row.lng, is_map_pinned: row.isMapPinned },
    photo_uuids: photos.map((p) => p.uuid),
    primary_photo_uuid: photos.find((p) => p.isPrimary)?.uuid ?? null,
  });
  return parsed.success ? null : fieldErrors(parsed.issues);
}
