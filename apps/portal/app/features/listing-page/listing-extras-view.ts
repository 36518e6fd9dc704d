// What the listing page shows below and beside the listing itself, worded by the loader
// (listing-extras-view.server.ts).
import type { PhotoView } from "../../components/public/listing-card-view";

/** A card of "Properti serupa" or "Listing lain dari agen ini": plain, server-rendered, no heart. */
export type PlainCardView = {
  uuid: string;
  href: string;
  title: string;
  priceShort: string;
  priceSpoken: string;
  /** "Rumah · Dijual · 3 KT · 2 KM · LB 120 m²", and its words for screen readers. */
  details: string;
  detailsSpoken: string;
  place: string;
  photo: PhotoView | null;
};

export type ShareView = {
  /** The listing's canonical address. */
  url: string;
  /** What a share or a WhatsApp message says before the address. */
  text: string;
  /** WhatsApp's own chooser with the text and address filled: a plain link, so it works without JavaScript. */
  whatsappHref: string;
};

export type ListingExtrasView = { similar: PlainCardView[]; agentListings: PlainCardView[]; share: ShareView };
