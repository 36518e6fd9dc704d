import type { AppDb } from "../../db/client.js";
import { listingPhotoUrl } from "../files/file-keys.js";
import type { PublicFiles } from "../files/public-files.js";
import { readListingFormFacilities, readListingFormPhotos, readListingFormValues } from "./listing-form-repository.js";

/** The form values of listing `id` (already known to be the caller's), photos in display order. */
export async function loadEditData(db: AppDb, files: PublicFiles, id: number) {
  const row = (await readListingFormValues(db, id))!;
  const photos = await readListingFormPhotos(db, id);
  const facilities = await readListingFormFacilities(db, id);
  return {
    uuid: row.uuid,
    status: row.status,
    listing_number: row.listingNumber,
    type: row.type,
    ownership: row.ownership,
    owner_name: row.ownerName,
    company_name: row.companyName,
    property_type_id: row.propertyTypeId,
    title_suffix: row.titleSuffix,
    description: row.description,
    rent_period_id: row.rentPeriodId,
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
    videos: row.videos,
    tour_360_url: row.tour360Url,
    address: row.address,
    block_number: row.blockNumber,
    unit_number: row.unitNumber,
    province_id: row.provinceId,
    city_id: row.cityId,
    area_id: row.areaId,
    price: row.price,
    map: { lat: row.lat, lng: row.lng, is_map_pinned: row.isMapPinned },
    selected_facilities: facilities,
    photo_uuids: photos.map((p) => p.uuid),
    primary_photo_uuid: photos.find((p) => p.isPrimary)?.uuid ?? null,
    // The largest stored variant; the portal picks smaller ones from the same name pattern.
    photos: photos.map((p) => ({
      uuid: p.uuid,
      is_primary: p.isPrimary,
      src: listingPhotoUrl(files, p.uuid, Math.max(...p.widths)),
      file_name: null,
    })),
  };
}
