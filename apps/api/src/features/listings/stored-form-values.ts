import type { AppDb } from "../../platform/db/client.js";
import { readListingFormFacilities, readListingFormPhotos, readListingFormValues } from "./listing-form-repository.js";

/**
 * Listing `id` as the listing form names its fields, read from what is stored: shared by the edit form (which
 * shows them) and the completeness check before activation (which runs the form's publish rules on them), so the
 * two never read a field differently.
 */
export async function readStoredFormValues(db: AppDb, id: number) {
  const row = (await readListingFormValues(db, id))!;
  const photos = await readListingFormPhotos(db, id);
  const facilities = await readListingFormFacilities(db, id);
  const values = {
    type: row.type,
    ownership: row.ownership,
    owner_name: row.ownerName,
    company_name: row.companyName,
    property_type_id: row.propertyTypeId,
    title_suffix: row.titleSuffix,
    description: row.description,
    rent_period_id: row.rentPeriodId,
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
  };
  return { row, photos, values };
}
