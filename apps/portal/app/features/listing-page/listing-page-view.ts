// What the public listing page shows, worded by the loader (listing-page-view.server.ts).
import type { PhotoView } from "../../components/public/listing-card-view";

export type ListingPageView = {
  uuid: string;
  title: string;
  /** "Rumah · Dijual" */
  kind: string;
  priceText: string;
  priceSpoken: string;
  place: string;
  address: string | null;
  postedIso: string;
  postedText: string;
  facts: Array<{ label: string; value: string }>;
  facilities: string[];
  description: string | null;
  photos: PhotoView[];
  videos: Array<{ youtubeId: string; url: string }>;
  map: { lat: number; lng: number } | null;
  agent: { id: number; name: string; href: string; avatarUrl: string | null; office: string | null; hasPhone: boolean };
  isFavourite: boolean;
  /** The enquiry form's message until the visitor changes it: names the listing and its number. */
  enquiryMessage: string;
  /** The KPR calculator starts from this price; null for rentals (no home loan for a rent). */
  kprPrice: number | null;
};
