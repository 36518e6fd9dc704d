// What the public listing page shows, worded by the loader (listing-page-view.server.ts).
import type { PhotoView } from "../../components/public/listing-card-view";

/** A player loaded on demand (components/on-demand-frames.tsx), worded on the server. */
export type FrameView = {
  /** What the frame loads once opened. */
  src: string;
  /** Where the poster links without JavaScript. */
  href: string;
  /** The frame's accessible name. */
  title: string;
  /** The poster image, or null for a plain poster. */
  poster: string | null;
  /** The poster's text, e.g. "Putar Video 1: …". */
  label: string;
  /** The frame's permissions (allow attribute). */
  allow: string;
};

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
  videos: FrameView[];
  /** The 360° tour, when the listing has one the page may show. */
  tour: FrameView | null;
  map: { lat: number; lng: number } | null;
  agent: { id: number; name: string; href: string; avatarUrl: string | null; office: string | null; hasPhone: boolean };
  isFavourite: boolean;
  /** The enquiry form's message until the visitor changes it: names the listing and its number. */
  enquiryMessage: string;
  /** The KPR calculator starts from this price; null for rentals (no home loan for a rent). */
  kprPrice: number | null;
};
