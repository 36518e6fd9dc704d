import { boostStatus, weekEnd } from "@griya/domain/recommended-slots";
import { composeListingTitle } from "@griya/domain/listing-display";
import type { BoostRow } from "./recommended-repository.js";

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
