import { sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { cardColumns, cardJoins } from "./marketplace-card-repository.js";
import type { CardRow } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing-repository.js";
import { publicAgentOffice, type PublicAgentOffice } from "../profile/index.js";

export type ListingPageRow = CardRow & {
  description: string | null;
  address: string | null;
  total_floor: number | null;
  floor: number | null;
  electrical_power: number | null;
  hoek: boolean | null;
  videos: string[];
  tour_360_url: string | null;
  lat: number | null;
  lng: number | null;
  certificate: { id: number; name: string } | null;
  furnishing_status: { id: number; name: string } | null;
  facilities: { id: number; name: string; amount: number | null; uom_name: string | null }[];
  photos: { uuid: string; widths: number[] }[];
  agent_office: PublicAgentOffice;
  has_phone: boolean;
};

/** The public listing page of `uuid` (with the viewer's favourite flag); undefined when it is not public. */
export async function findListingPage(
  db: AppDb,
  uuid: string,
  viewerId: number | null,
): Promise<ListingPageRow | undefined> {
  const [row] = await rowsOf<ListingPageRow>(
    db,
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
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing}`,
  );
  return row;
}

export type ListingContactRow = {
  id: number;
  listing_number: string;
  property_type_name: string | null;
  title_suffix: string | null;
  agent_name: string;
  /** Only a verified phone. */
  phone_number: string | null;
};

/** What a contact reveal of the public listing `uuid` needs: its title parts and its agent's verified phone. */
export async function findListingContact(db: AppDb, uuid: string): Promise<ListingContactRow | undefined> {
  const [row] = await rowsOf<ListingContactRow>(
    db,
    sql`
    SELECT l.id, l.listing_number, pt.name AS property_type_name, l.title_suffix, u.name AS agent_name,
      CASE WHEN u.phone_number_verified_at IS NOT NULL THEN u.phone_number END AS phone_number
    FROM listings l
    JOIN users u ON u.id = l.user_id
    LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing}`,
  );
  return row;
}
