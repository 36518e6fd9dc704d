import { composeListingTitle } from "@griya/domain/listing-display";
import * as v from "valibot";
import { avatarNameOf, avatarUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { CARD_PHOTO_WIDTH, responsiveImage } from "./listing-photos.js";

/**
 * A card's columns as cardColumns reads them. A listing that lacks a property type, a price or an area (see
 * isCardRow) still has a row, with nulls there.
 */
export const CardColumns = v.object({
  id: v.number(),
  uuid: v.string(),
  listing_number: v.string(),
  type: v.picklist(["S", "R"]),
  title_suffix: v.nullable(v.string()),
  price: v.nullable(v.union([v.string(), v.number()])),
  bedroom: v.nullable(v.number()),
  bathroom: v.nullable(v.number()),
  building_size: v.nullable(v.number()),
  land_size: v.nullable(v.number()),
  posted_at: v.string(),
  property_type: v.nullable(v.object({ id: v.number(), name: v.string() })),
  rent_period: v.nullable(v.object({ id: v.number(), name: v.string(), months: v.number() })),
  area: v.nullable(
    v.object({
      id: v.string(),
      name: v.string(),
      city_id: v.string(),
      city_name: v.string(),
      province_id: v.string(),
      province_name: v.string(),
    }),
  ),
  /** The primary photo, else the first. */
  photo: v.nullable(v.object({ uuid: v.string(), widths: v.array(v.number()) })),
  agent_id: v.number(),
  agent_name: v.string(),
  agent_avatar_path: v.nullable(v.string()),
  is_favourite: v.boolean(),
  /** Set by the search: one of this week's Recommended listings of the searched area heading page 1. */
  is_recommended: v.optional(v.boolean()),
});
type CardColumns = v.InferOutput<typeof CardColumns>;

/** The card's columns of a page that may hold no card: such a page is one row of nulls beside its total. */
export const OptionalCardColumns = Object.fromEntries(
  Object.entries(CardColumns.entries).map(([name, column]) => [name, v.nullish(column)]),
) as { [K in keyof typeof CardColumns.entries]: v.NullishSchema<(typeof CardColumns.entries)[K], undefined> };

/** A row with what every card shows (isCardRow). */
export type CardRow = CardColumns & {
  [K in "price" | "property_type" | "area"]: NonNullable<CardColumns[K]>;
};

/** The 256 px profile picture of an agent (avatar_path names the 512 px one). */
export const agentAvatarUrl = (files: PublicFiles, avatarPath: string | null) =>
  avatarPath ? avatarUrl(files, avatarNameOf(avatarPath), 256) : null;

/**
 * Whether a row holds what every card shows (a property type, a price and an area). Activation refuses an
 * incomplete listing, but a row that lacks them anyway (activated before that check, or written by hand) is left
 * out of the page it is on, rather than failing that page for everyone.
 */
export function isCardRow<T extends { [K in keyof CardRow]?: CardRow[K] | null }>(r: T): r is T & CardRow {
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
