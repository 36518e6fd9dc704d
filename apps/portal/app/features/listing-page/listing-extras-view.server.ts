// The listing page's lists of other listings and its sharing links, worded by the loader
// (docs/product/marketplace.md#similar-listings; ADR 0069).
import { listingCardView } from "../../components/public/listing-card-view.server";
import type { MarketplaceListing, SimilarListings } from "../../lib/marketplace-api.server";
import type { ListingExtrasView, PlainCardView, ShareView } from "./listing-extras-view";

/** What a plain card of these lists shows: the search card's words, without the agent (it is the page's). */
function plainCard(listing: MarketplaceListing): PlainCardView {
  const { uuid, href, title, kind, priceShort, priceSpoken, facts, place, photo } = listingCardView(listing);
  return {
    uuid,
    href,
    title,
    priceShort,
    priceSpoken,
    details: [kind, ...facts.map((fact) => fact.short)].join(" · "),
    detailsSpoken: [kind, ...facts.map((fact) => fact.spoken)].join(", "),
    place,
    photo,
  };
}

/** The share text and links of the listing at `url` (its canonical address). */
export function shareView(title: string, url: string): ShareView {
  const text = `${title} di Griya`;
  return { url, text, whatsappHref: `https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}` };
}

export function listingExtrasView(lists: SimilarListings, title: string, url: string): ListingExtrasView {
  return {
    similar: lists.similar.map(plainCard),
    agentListings: lists.agent_listings.map(plainCard),
    share: shareView(title, url),
  };
}
