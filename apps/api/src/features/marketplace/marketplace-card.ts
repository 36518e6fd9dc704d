import { composeListingTitle } from "@griya/domain/listing-display";
import { avatarNameOf, avatarUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { CARD_PHOTO_WIDTH, responsiveImage } from "./listing-photos.js";

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
