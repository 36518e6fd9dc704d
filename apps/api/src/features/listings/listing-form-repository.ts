import type { LISTING_TYPES, ListingStatus, OWNERSHIPS } from "@griya/domain/listing-rules";
import type { ListingFormData } from "@griya/domain/listing-schemas";
import { asc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { listingFacilities, listingPhotos, listings, uploadedPhotos } from "../../platform/db/schema.js";
import { lockOwnerPhotos } from "../../kernels/files/photo-repository.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export const SavedListing = v.object({
  id: v.number(),
  uuid: v.string(),
  status: v.picklist(["DRAFT", "ACTIVE", "INACTIVE"]),
  listing_number: v.string(),
});
export type SavedListing = v.InferOutput<typeof SavedListing>;

/** The column values of the form; a draft's missing type and ownership take the defaults. */
function columns(p: ListingFormData) {
  return {
    type: p.type ?? "S",
    ownership: p.ownership ?? "OWNED_BY_USER",
    videos: `{${p.videos.map((url) => JSON.stringify(url)).join(",")}}`,
  };
}

export async function insertListing(tx: AppDb, userId: number, p: ListingFormData): Promise<SavedListing> {
  const c = columns(p);
  const [row] = await rowsOf(
    tx,
    SavedListing,
    sql`
    INSERT INTO listings (listing_number, user_id, type, ownership, owner_name, company_name, property_type_id,
      title_suffix, description, price, rent_period_id, bedroom, bathroom, building_size, land_size, total_floor, floor,
      electrical_power, hoek, furnishing_status_id, certificate_id, address, block_number, unit_number, province_id,
      city_id, area_id, lat, lng, is_map_pinned, videos, tour_360_url)
    VALUES (next_listing_number(), ${userId}, ${c.type}, ${c.ownership},
      ${p.owner_name}, ${p.company_name}, ${p.property_type_id}, ${p.title_suffix}, ${p.description}, ${p.price},
      ${p.rent_period_id}, ${p.bedroom}, ${p.bathroom}, ${p.building_size}, ${p.land_size}, ${p.total_floor}, ${p.floor},
      ${p.electrical_power}, ${p.hoek}, ${p.furnishing_status_id}, ${p.certificate_id}, ${p.address}, ${p.block_number},
      ${p.unit_number}, ${p.province_id}, ${p.city_id}, ${p.area_id}, ${p.map.lat}, ${p.map.lng}, ${p.map.is_map_pinned},
      ${c.videos}::text[], ${p.tour_360_url})
    RETURNING id, uuid::text AS uuid, status, listing_number`,
  );
  return row!;
}

/** `keepTour`: the form did not send tour_360_url (it does not offer the field), so the stored tour stays. */
export async function updateListing(
  tx: AppDb,
  id: number,
  p: ListingFormData,
  keepTour: boolean,
): Promise<SavedListing> {
  const c = columns(p);
  const [row] = await rowsOf(
    tx,
    SavedListing,
    sql`
    UPDATE listings SET type = ${c.type}, ownership = ${c.ownership}, owner_name = ${p.owner_name},
      company_name = ${p.company_name}, property_type_id = ${p.property_type_id}, title_suffix = ${p.title_suffix},
      description = ${p.description}, price = ${p.price}, rent_period_id = ${p.rent_period_id}, bedroom = ${p.bedroom},
      bathroom = ${p.bathroom}, building_size = ${p.building_size}, land_size = ${p.land_size},
      total_floor = ${p.total_floor}, floor = ${p.floor}, electrical_power = ${p.electrical_power}, hoek = ${p.hoek},
      furnishing_status_id = ${p.furnishing_status_id}, certificate_id = ${p.certificate_id}, address = ${p.address},
      block_number = ${p.block_number}, unit_number = ${p.unit_number}, province_id = ${p.province_id},
      city_id = ${p.city_id}, area_id = ${p.area_id}, lat = ${p.map.lat}, lng = ${p.map.lng},
      is_map_pinned = ${p.map.is_map_pinned}, videos = ${c.videos}::text[],
      tour_360_url = CASE WHEN ${keepTour}::boolean THEN tour_360_url ELSE ${p.tour_360_url} END, updated_at = ${sqlNow()}
    WHERE id = ${id}
    RETURNING id, uuid::text AS uuid, status, listing_number`,
  );
  return row!;
}

/**
 * Replaces photos (positions in the order sent) and facilities with the form's. Exactly one photo is primary: the
 * one marked, else the first (a draft may mark none).
 */
export async function replaceChildren(tx: AppDb, id: number, p: ListingFormData): Promise<void> {
  await tx.execute(sql`DELETE FROM listing_photos WHERE listing_id = ${id}`);
  await tx.execute(sql`DELETE FROM listing_facilities WHERE listing_id = ${id}`);
  if (p.photo_uuids.length > 0) {
    const primary = p.primary_photo_uuid ?? p.photo_uuids[0]!;
    await tx.execute(sql`
      INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
      SELECT ${id}, x::uuid, (n - 1)::int, x = ${primary}::text
      FROM json_array_elements_text(${JSON.stringify(p.photo_uuids)}::json) WITH ORDINALITY j(x, n)`);
  }
  if (p.selected_facilities.length > 0) {
    await tx.execute(sql`
      INSERT INTO listing_facilities (listing_id, facility_id, amount)
      SELECT ${id}, (f->>'id')::int, (f->>'amount')::int
      FROM json_array_elements(${JSON.stringify(p.selected_facilities)}::json) f`);
  }
}

/**
 * After a save the listing's uuid holds exactly its photos (ADR 0014): the photos sent are re-keyed to it (from the
 * add form's own key, say), and the owner's other photos held by it are released.
 */
export async function holdListingPhotos(
  tx: AppDb,
  userId: number,
  listingUuid: string,
  photoUuids: string[],
): Promise<void> {
  await lockOwnerPhotos(tx, userId);
  await tx.execute(sql`
    WITH sent AS (SELECT x::uuid AS uuid FROM json_array_elements_text(${JSON.stringify(photoUuids)}::json) j(x))
    UPDATE uploaded_photos SET form_key = CASE WHEN uuid IN (SELECT uuid FROM sent) THEN ${listingUuid}::uuid ELSE NULL END
    WHERE owner_user_id = ${userId} AND (form_key = ${listingUuid}::uuid OR uuid IN (SELECT uuid FROM sent))`);
}

/** The stored form values of listing `id`. */
export async function readListingFormValues(db: AppDb, id: number) {
  const [row] = await db
    .select({
      uuid: listings.uuid,
      status: sql<ListingStatus>`${listings.status}`,
      listingNumber: listings.listingNumber,
      type: sql<(typeof LISTING_TYPES)[number]>`${listings.type}`,
      ownership: sql<(typeof OWNERSHIPS)[number]>`${listings.ownership}`,
      ownerName: listings.ownerName,
      companyName: listings.companyName,
      propertyTypeId: listings.propertyTypeId,
      titleSuffix: listings.titleSuffix,
      description: listings.description,
      price: listings.price,
      rentPeriodId: listings.rentPeriodId,
      bedroom: listings.bedroom,
      bathroom: listings.bathroom,
      buildingSize: listings.buildingSize,
      landSize: listings.landSize,
      totalFloor: listings.totalFloor,
      floor: listings.floor,
      electricalPower: listings.electricalPower,
      hoek: listings.hoek,
      furnishingStatusId: listings.furnishingStatusId,
      certificateId: listings.certificateId,
      videos: listings.videos,
      tour360Url: listings.tour360Url,
      address: listings.address,
      blockNumber: listings.blockNumber,
      unitNumber: listings.unitNumber,
      provinceId: listings.provinceId,
      cityId: listings.cityId,
      areaId: listings.areaId,
      lat: listings.lat,
      lng: listings.lng,
      isMapPinned: listings.isMapPinned,
    })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
}

/** The listing's photos in display order, with their stored widths. */
export const readListingFormPhotos = (db: AppDb, id: number) =>
  db
    .select({ uuid: listingPhotos.photoUuid, isPrimary: listingPhotos.isPrimary, widths: uploadedPhotos.widths })
    .from(listingPhotos)
    .innerJoin(uploadedPhotos, eq(uploadedPhotos.uuid, listingPhotos.photoUuid))
    .where(eq(listingPhotos.listingId, id))
    .orderBy(asc(listingPhotos.position));

/** The listing's facilities, by facility id. */
export const readListingFormFacilities = (db: AppDb, id: number) =>
  db
    .select({ id: listingFacilities.facilityId, amount: listingFacilities.amount })
    .from(listingFacilities)
    .where(eq(listingFacilities.listingId, id))
    .orderBy(asc(listingFacilities.facilityId));
