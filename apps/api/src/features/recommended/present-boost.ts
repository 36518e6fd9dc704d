import { sql, type SQL } from "drizzle-orm";
import { boostStatus, weekEnd } from "@griya/domain/recommended-slots";
import { composeListingTitle } from "@griya/domain/listing-display";

/** The columns presentBoost reads, for `b` (recommended_boosts) joined to its listing `l`. */
export const boostColumns: SQL = sql`b.uuid::text AS uuid, l.uuid::text AS listing_uuid, l.title_suffix,
  (SELECT name FROM property_types WHERE id = l.property_type_id) AS property_type_name,
  (SELECT name FROM districts WHERE id = b.area_id) AS area_name, to_char(b.start_date, 'YYYY-MM-DD') AS start_date`;

export type BoostRow = {
  uuid: string;
  listing_uuid: string;
  title_suffix: string | null;
  property_type_name: string | null;
  area_name: string | null;
  start_date: string;
};

export function presentBoost(r: BoostRow, now: Date) {
  return {
    uuid: r.uuid,
    listing_uuid: r.listing_uuid,
    listing_title: composeListingTitle(r.property_type_name, r.title_suffix),
    area: r.area_name,
    start_date: r.start_date,
    end_date: weekEnd(r.start_date),
    status: boostStatus(r.start_date, now),
  };
}
