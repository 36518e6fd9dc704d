import { composeListingTitle } from "@griya/domain/listing-display";
import { sql, type SQL } from "drizzle-orm";
import { avatarNameOf, avatarUrl } from "../files/file-keys.js";
import type { PublicFiles } from "../files/public-files.js";
import { CARD_PHOTO_WIDTH, responsiveImage } from "./listing-photos.js";

/**
 * The columns of a listing card, for `l` joined with cardJoins. Names and the photo come from scalar subqueries
 * (one index lookup each, for the page's rows only) rather than joins: planning a search with a join per
 * reference table cost more than running it.
 */
export function cardColumns(viewerId: number | null): SQL {
  const favourite =
    viewerId === null
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ${viewerId} AND f.listing_id = l.id)`;
  return sql`l.id, l.uuid::text AS uuid, l.listing_number, l.type, l.title_suffix, l.price, l.bedroom, l.bathroom,
    l.building_size, l.land_size, l.posted_at,
    (SELECT json_build_object('id', pt.id, 'name', pt.name) FROM property_types pt WHERE pt.id = l.property_type_id)
      AS property_type,
    (SELECT json_build_object('id', rp.id, 'name', rp.name, 'months', rp.months) FROM rent_periods rp
      WHERE rp.id = l.rent_period_id) AS rent_period,
    (SELECT json_build_object('id', d.id, 'name', d.name, 'city_id', c.id, 'city_name', c.name, 'province_id', pr.id,
        'province_name', pr.name)
      FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces pr ON pr.id = c.province_id
      WHERE d.id = l.area_id) AS area,
    (SELECT json_build_object('uuid', p.photo_uuid, 'widths', up.widths)
      FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid
      WHERE p.listing_id = l.id ORDER BY p.is_primary DESC, p.position LIMIT 1) AS photo,
    u.id AS agent_id, u.name AS agent_name, u.avatar_path AS agent_avatar_path,
    ${favourite} AS is_favourite`;
}

/** The agent of `l`: one row per listing. */
export const cardJoins = sql`JOIN users u ON u.id = l.user_id`;

export type CardRow = {
  id: number;
  uuid: string;
  listing_number: string;
  type: "S" | "R";
  title_suffix: string | null;
  price: string | number;
  bedroom: number | null;
  bathroom: number | null;
  building_size: number | null;
  land_size: number | null;
  posted_at: Date | string;
  property_type: { id: number; name: string };
  rent_period: { id: number; name: string; months: number } | null;
  area: { id: string; name: string; city_id: string; city_name: string; province_id: string; province_name: string };
  /** The primary photo, else the first. */
  photo: { uuid: string; widths: number[] } | null;
  agent_id: number;
  agent_name: string;
  agent_avatar_path: string | null;
  is_favourite: boolean;
  /** Set by the search: one of this week's Recommended listings of the searched area heading page 1. */
  is_recommended?: boolean;
};

/** The 256 px profile picture of an agent (avatar_path names the 512 px one). */
export const agentAvatarUrl = (files: PublicFiles, avatarPath: string | null) =>
  avatarPath ? avatarUrl(files, avatarNameOf(avatarPath), 256) : null;

/**
 * Whether a row holds what every card shows (a property type, a price and an area). Activation refuses an
 * incomplete listing, but a row that lacks them anyway (activated before that check, or written by hand) is left
 * out of the page it is on, rather than failing that page for everyone.
 */
export function isCardRow<T extends Partial<CardRow>>(r: T): r is T & CardRow {
  return r.id != null && r.property_type != null && r.price != null && r.area != null;
}

/** The public listing card (MarketplaceListing) of a row: the title composed once, here, for every card. */
export function toMarketplaceCard(files: PublicFiles, r: CardRow) {
  const title = composeListingTitle(r.property_type.name, r.title_suffix);
  return {
    uuid: r.uuid,
    listing_number: r.listing_number,
    title,
    listing_type: r.type,
    property_type: r.property_type,
    price: Number(r.price),
    rent_period: r.type === "R" ? r.rent_period : null,
    bedroom: r.bedroom,
    bathroom: r.bathroom,
    building_size: r.building_size,
    land_size: r.land_size,
    area: r.area,
    photo: r.photo ? responsiveImage(files, r.photo.uuid, r.photo.widths, CARD_PHOTO_WIDTH, title) : null,
    is_recommended: r.is_recommended === true,
    posted_at: new Date(r.posted_at).toISOString(),
    agent: { id: r.agent_id, name: r.agent_name, avatar_url: agentAvatarUrl(files, r.agent_avatar_path) },
    is_favourite: r.is_favourite,
  };
}
