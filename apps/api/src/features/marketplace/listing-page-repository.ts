import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { cardColumns, cardJoins } from "./marketplace-card-repository.js";
import { CardColumns } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing-repository.js";
import { publicAgentOffice, PublicAgentOffice } from "../profile/index.js";

const ListingPageRow = v.object({
  ...CardColumns.entries,
  description: v.nullable(v.string()),
  address: v.nullable(v.string()),
  total_floor: v.nullable(v.number()),
  floor: v.nullable(v.number()),
  electrical_power: v.nullable(v.number()),
  hoek: v.nullable(v.boolean()),
  videos: v.array(v.string()),
  tour_360_url: v.nullable(v.string()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  certificate: v.nullable(v.object({ id: v.number(), name: v.string() })),
  furnishing_status: v.nullable(v.object({ id: v.number(), name: v.string() })),
  facilities: v.array(
    v.object({ id: v.number(), name: v.string(), amount: v.nullable(v.number()), uom_name: v.nullable(v.string()) }),
  ),
  photos: v.array(v.object({ uuid: v.string(), widths: v.array(v.number()) })),
  agent_office: PublicAgentOffice,
  has_phone: v.boolean(),
});
type ListingPageRow = v.InferOutput<typeof ListingPageRow>;

/** The public listing page of `uuid` (with the viewer's favourite flag); undefined when it is not public. */
export async function findListingPage(
  db: AppDb,
  uuid: string,
  viewerId: number | null,
): Promise<ListingPageRow | undefined> {
  const [row] = await rowsOf(
    db,
    ListingPageRow,
    sql`
    SELECT ${cardColumns(viewerId)}, l.description, l.address, l.total_floor, l.floor, l.electrical_power, l.hoek,
      l.videos, l.tour_360_url, l.lat, l.lng,
      (SELECT json_build_object('id', x.id, 'name', x.name) FROM certificates x WHERE x.id = l.certificate_id) AS certificate,
      (SELECT json_build_object('id', x.id, 'name', x.name) FROM furnishing_statuses x WHERE x.id = l.furnishing_status_id)
        AS furnishing_status,
      COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'amount', lf.amount, 'uom_name', f.uom_name)
          ORDER BY f.id)
        FROM listing_facilities lf JOIN facilities f ON f.id = lf.facility_id WHERE lf.listing_id = l.id), '[]'::json)
        AS facilities,
      COALESCE((SELECT json_agg(json_build_object('uuid', p.photo_uuid, 'widths', up.widths)
          ORDER BY p.is_primary DESC, p.position)
        FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid WHERE p.listing_id = l.id), '[]'::json)
        AS photos,
      ${publicAgentOffice} AS agent_office,
      (u.phone_number IS NOT NULL AND u.phone_number_verified_at IS NOT NULL) AS has_phone
    FROM listings l
    ${cardJoins}
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing()}`,
  );
  return row;
}

export const ListingContactRow = v.object({
  id: v.number(),
  listing_number: v.string(),
  property_type_name: v.nullable(v.string()),
  title_suffix: v.nullable(v.string()),
  agent_name: v.string(),
  /** Only a verified phone. */
  phone_number: v.nullable(v.string()),
});
export type ListingContactRow = v.InferOutput<typeof ListingContactRow>;

/** What a contact reveal of the public listing `uuid` needs: its title parts and its agent's verified phone. */
export async function findListingContact(db: AppDb, uuid: string): Promise<ListingContactRow | undefined> {
  const [row] = await rowsOf(
    db,
    ListingContactRow,
    sql`
    SELECT l.id, l.listing_number, pt.name AS property_type_name, l.title_suffix, u.name AS agent_name,
      CASE WHEN u.phone_number_verified_at IS NOT NULL THEN u.phone_number END AS phone_number
    FROM listings l
    JOIN users u ON u.id = l.user_id
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing()}`,
  );
  return row;
}
