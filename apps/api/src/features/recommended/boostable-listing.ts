import { sql } from "drizzle-orm";
import { composeListingTitle } from "@griya/domain/listing-display";
import { isUuid } from "@griya/domain/uuid";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";
import { LISTING_NOT_FOUND } from "../listings/own-listing.js";

export type BoostableListing = {
  id: number;
  uuid: string;
  user_id: number;
  listing_number: string;
  status: string;
  type: "S" | "R";
  title: string;
  area_id: string | null;
  area_name: string | null;
  city_id: string | null;
  city_name: string | null;
  province_id: string | null;
  province_name: string | null;
  property_type_id: number | null;
  property_type_name: string | null;
};

/** The agent's own listing with what decides its slot; another agent's answers 404 like a missing one. */
export async function findBoostableListing(
  db: AppDb,
  userId: number,
  uuid: string,
  lock = false,
): Promise<BoostableListing> {
  if (!isUuid(uuid)) throw notFound(LISTING_NOT_FOUND);
  const [row] = await rowsOf<Omit<BoostableListing, "title"> & { title_suffix: string | null }>(
    db,
    sql`
    SELECT l.id, l.uuid::text AS uuid, l.user_id, l.listing_number, l.status, l.type, l.title_suffix,
      l.area_id, d.name AS area_name, c.id AS city_id, c.name AS city_name, p.id AS province_id, p.name AS province_name,
      l.property_type_id, pt.name AS property_type_name
    FROM listings l
    LEFT JOIN districts d ON d.id = l.area_id
    LEFT JOIN cities c ON c.id = d.city_id
    LEFT JOIN provinces p ON p.id = c.province_id
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE l.uuid = ${uuid}::uuid AND l.user_id = ${userId}
    ${lock ? sql`FOR UPDATE OF l` : sql``}`,
  );
  if (!row) throw notFound(LISTING_NOT_FOUND);
  const { title_suffix, ...listing } = row;
  return { ...listing, title: composeListingTitle(row.property_type_name, title_suffix) };
}

export const boostTargetOf = (l: BoostableListing) => ({
  userId: l.user_id,
  status: l.status,
  areaId: l.area_id,
  propertyTypeId: l.property_type_id,
  listingType: l.type,
});
