// What a listing card shows, already worded and formatted by the loader (listing-card-view.server.ts): the
// browser gets strings, not the formatting code, which keeps the public pages light (ADR 0024).

export type PhotoView = {
  src: string;
  /** "…-480.webp 480w, …-960.webp 960w" */
  srcSet: string;
  alt: string;
};

/** A short fact with its words for screen readers: "3 KT" read as "3 kamar tidur". */
export type FactView = { short: string; spoken: string };

export type ListingCardView = {
  uuid: string;
  href: string;
  title: string;
  /** "Rumah · Dijual" */
  kind: string;
  priceShort: string;
  priceSpoken: string;
  facts: FactView[];
  place: string;
  postedIso: string;
  postedText: string;
  photo: PhotoView | null;
  agent: { name: string; href: string; avatarUrl: string | null };
  isFavourite: boolean;
  isRecommended: boolean;
};
