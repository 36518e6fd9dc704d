import { sql } from "drizzle-orm";
import type { LISTING_TYPES, ListingStatus, OWNERSHIPS } from "@griya/domain/listing-rules";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { listingPhotoUrl } from "../files/file-keys.js";
import type { PublicFiles } from "../files/public-files.js";

type ListingRow = {
  id: number;
  uuid: string;
  status: ListingStatus;
  listing_number: string;
  type: (typeof LISTING_TYPES)[number];
  ownership: (typeof OWNERSHIPS)[number];
  owner_name: string | null;
  company_name: string | null;
  property_type_id: number | null;
  title_suffix: string | null;
  description: string | null;
  price: string | null;
  rent_period_id: number | null;
  bedroom: number | null;
  bathroom: number | null;
  building_size: number | null;
  land_size: number | null;
  total_floor: number | null;
  floor: number | null;
  electrical_power: number | null;
  hoek: boolean | null;
  furnishing_status_id: number | null;
  certificate_id: number | null;
  videos: string[];
  tour_360_url: string | null;
  address: string | null;
  block_number: string | null;
  unit_number: string | null;
  province_id: string | null;
  city_id: string | null;
  area_id: string | null;
  lat: number | null;
  lng: number | null;
  is_map_pinned: boolean;
};

type PhotoRow = { uuid: string; is_primary: boolean; widths: number[] };

/** The form values of listing `id` (already known to be the caller's), photos in display order. */
export async function loadEditData(db: AppDb, files: PublicFiles, id: number) {
  const [row] = await rowsOf<ListingRow>(
    db,
    sql`
    SELECT id, uuid::text AS uuid, status, listing_number, type, ownership, owner_name, company_name, property_type_id,
      title_suffix, description, price::text AS price, rent_period_id, bedroom, bathroom, building_size, land_size,
      total_floor, floor, electrical_power, hoek, furnishing_status_id, certificate_id, videos, tour_360_url, address, block_number,
      unit_number, province_id, city_id, area_id, lat, lng, is_map_pinned
    FROM listings WHERE id = ${id}`,
  );
  const photos = await rowsOf<PhotoRow>(
    db,
    sql`
    SELECT p.photo_uuid::text AS uuid, p.is_primary, u.widths
    FROM listing_photos p JOIN uploaded_photos u ON u.uuid = p.photo_uuid
    WHERE p.listing_id = ${id} ORDER BY p.position`,
  );
  const facilities = await rowsOf<{ id: number; amount: number | null }>(
    db,
    sql`
    SELECT facility_id AS id, amount FROM listing_facilities WHERE listing_id = ${id} ORDER BY facility_id`,
  );
  const { id: _id, lat, lng, is_map_pinned, price, ...rest } = row!;
  return {
    ...rest,
    price: price === null ? null : Number(price),
    map: { lat, lng, is_map_pinned },
    selected_facilities: facilities,
    photo_uuids: photos.map((p) => p.uuid),
    primary_photo_uuid: photos.find((p) => p.is_primary)?.uuid ?? null,
    // The largest stored variant; the portal picks smaller ones from the same name pattern.
    photos: photos.map((p) => ({
      uuid: p.uuid,
      is_primary: p.is_primary,
      src: listingPhotoUrl(files, p.uuid, Math.max(...p.widths)),
      file_name: null,
    })),
  };
}
