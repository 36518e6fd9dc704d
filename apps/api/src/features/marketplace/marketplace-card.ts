import { composeListingTitle } from "@griya/domain/listing-display";
import { sql, type SQL } from "drizzle-orm";
import { avatarNameOf, avatarUrl } from "../files/file-keys.js";
import { CARD_PHOTO_WIDTH, responsiveImage } from "./listing-photos.js";

/** The columns of a listing card, for `l` joined with cardJoins. */
export function cardColumns(viewerId: number | null): SQL {
  const favourite = viewerId === null
    ? sql`false`
    : sql`EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ${viewerId} AND f.listing_id = l.id)`;
  return sql`l.id, l.uuid::text AS uuid, l.listing_number, l.type, l.title_suffix, l.price, l.bedroom, l.bathroom,
    l.building_size, l.land_size, l.posted_at,
    pt.id AS property_type_id, pt.name AS property_type_name,
    rp.id AS rent_period_id, rp.name AS rent_period_name, rp.months AS rent_period_months,
    d.id AS area_id, d.name AS area_name, c.id AS city_id, c.name AS city_name, pr.id AS province_id,
    pr.name AS province_name,
    ph.photo_uuid, ph.widths AS photo_widths,
    u.id AS agent_id, u.name AS agent_name, u.avatar_path AS agent_avatar_path,
    ${favourite} AS is_favourite`;
}

/** Names, the card photo (the primary one, else the first) and the agent of `l`: one row per listing. */
export const cardJoins = sql`
  JOIN users u ON u.id = l.user_id
  LEFT JOIN property_types pt ON pt.id = l.property_type_id
  LEFT JOIN rent_periods rp ON rp.id = l.rent_period_id
  LEFT JOIN districts d ON d.id = l.area_id
  LEFT JOIN cities c ON c.id = d.city_id
  LEFT JOIN provinces pr ON pr.id = c.province_id
  LEFT JOIN LATERAL (
    SELECT p.photo_uuid::text AS photo_uuid, up.widths
    FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid
    WHERE p.listing_id = l.id
    ORDER BY p.is_primary DESC, p.position
    LIMIT 1
  ) ph ON true`;

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
  property_type_id: number;
  property_type_name: string;
  rent_period_id: number | null;
  rent_period_name: string | null;
  rent_period_months: number | null;
  area_id: string;
  area_name: string;
  city_id: string;
  city_name: string;
  province_id: string;
  province_name: string;
  photo_uuid: string | null;
  photo_widths: number[] | null;
  agent_id: number;
  agent_name: string;
  agent_avatar_path: string | null;
  is_favourite: boolean;
};

/** The 256 px profile picture of an agent (avatar_path names the 512 px one). */
export const agentAvatarUrl = (avatarPath: string | null) => (avatarPath ? avatarUrl(avatarNameOf(avatarPath), 256) : null);

/** The public listing card (MarketplaceListing) of a row: the title composed once, here, for every card. */
export function toMarketplaceCard(r: CardRow) {
  const title = composeListingTitle(r.property_type_name, r.title_suffix);
  return {
    uuid: r.uuid,
    listing_number: r.listing_number,
    title,
    listing_type: r.type,
    property_type: { id: r.property_type_id, name: r.property_type_name },
    price: Number(r.price),
    rent_period: r.type === "R" && r.rent_period_id !== null
      ? { id: r.rent_period_id, name: r.rent_period_name!, months: r.rent_period_months! }
      : null,
    bedroom: r.bedroom,
    bathroom: r.bathroom,
    building_size: r.building_size,
    land_size: r.land_size,
    area: {
      id: r.area_id,
      name: r.area_name,
      city_id: r.city_id,
      city_name: r.city_name,
      province_id: r.province_id,
      province_name: r.province_name,
    },
    photo: r.photo_uuid && r.photo_widths ? responsiveImage(r.photo_uuid, r.photo_widths, CARD_PHOTO_WIDTH, title) : null,
    // Recommended boosts are a later capability.
    is_recommended: false,
    posted_at: new Date(r.posted_at).toISOString(),
    agent: { id: r.agent_id, name: r.agent_name, avatar_url: agentAvatarUrl(r.agent_avatar_path) },
    is_favourite: r.is_favourite,
  };
}
