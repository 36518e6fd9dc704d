import type { Schemas } from "@griya/api-client/schema";
import { formatDate } from "@griya/domain/format";
import { listingPriceLabel } from "@griya/domain/listing-display";
import { agentPath, propertyPath } from "../../public-paths";
import type { FactView, ListingCardView, PhotoView } from "./listing-card-view";

type Listing = Schemas["MarketplaceListing"];
type Image = Schemas["ResponsiveImage"];

const LISTING_TYPE_LABELS = { S: "Dijual", R: "Disewa" } as const;

export function listingTypeLabel(type: "S" | "R"): string {
  return LISTING_TYPE_LABELS[type];
}

export function photoView(image: Image): PhotoView {
  return { src: image.src, srcSet: image.srcset.map((v) => `${v.src} ${v.width}w`).join(", "), alt: image.alt };
}

/** Price in full, short and spoken forms; a rent period without a length in months is named as it is. */
export function priceView(listing: Pick<Listing, "price" | "rent_period">) {
  const period = listing.rent_period;
  if (!period || period.months)
    return listingPriceLabel(listing.price, period?.months ? { months: period.months } : null);
  const label = listingPriceLabel(listing.price);
  const unit = period.name.toLocaleLowerCase("id");
  return { text: `${label.text} / ${unit}`, short: `${label.short} / ${unit}`, spoken: `${label.spoken} per ${unit}` };
}

const squareMetres = (value: number) => `${value.toLocaleString("id-ID")} m²`;

/** The card's short facts: bedrooms, bathrooms, building and land size, those the agent filled. */
export function cardFacts(listing: Pick<Listing, "bedroom" | "bathroom" | "building_size" | "land_size">): FactView[] {
  const facts: FactView[] = [];
  if (listing.bedroom !== null)
    facts.push({ short: `${listing.bedroom} KT`, spoken: `${listing.bedroom} kamar tidur` });
  if (listing.bathroom !== null)
    facts.push({ short: `${listing.bathroom} KM`, spoken: `${listing.bathroom} kamar mandi` });
  if (listing.building_size !== null) {
    facts.push({
      short: `LB ${squareMetres(listing.building_size)}`,
      spoken: `luas bangunan ${squareMetres(listing.building_size)}`,
    });
  }
  if (listing.land_size !== null) {
    facts.push({
      short: `LT ${squareMetres(listing.land_size)}`,
      spoken: `luas tanah ${squareMetres(listing.land_size)}`,
    });
  }
  return facts;
}

function placeText(area: Listing["area"]): string {
  return `${area.name}, ${area.city_name}`;
}

export function agentHref(id: number): string {
  return agentPath(id);
}

export function listingCardView(listing: Listing): ListingCardView {
  const price = priceView(listing);
  return {
    uuid: listing.uuid,
    href: propertyPath(listing.uuid),
    title: listing.title,
    kind: `${listing.property_type.name} · ${listingTypeLabel(listing.listing_type)}`,
    priceShort: price.short,
    priceSpoken: price.spoken,
    facts: cardFacts(listing),
    place: placeText(listing.area),
    postedIso: listing.posted_at,
    postedText: `Diposting ${formatDate(listing.posted_at)}`,
    photo: listing.photo ? photoView(listing.photo) : null,
    agent: { name: listing.agent.name, href: agentHref(listing.agent.id), avatarUrl: listing.agent.avatar_url },
    isFavourite: listing.is_favourite,
    isRecommended: listing.is_recommended,
  };
}
