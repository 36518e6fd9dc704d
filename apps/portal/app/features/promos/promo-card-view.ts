/** What a promo card shows, worked out on the server so the page ships no formatting code. */
export type PromoCardView = {
  uuid: string;
  code: string;
  title: string;
  description: string | null;
  /** "Diskon 10%", "Potongan Rp 100.000". */
  benefit: string;
  /** Who qualifies: "Minimal 50 slot listing", "Hanya untuk produk Slot Listing" …; empty = every order. */
  conditions: string[];
  /** A project discount offer (only for agents on the project discount programme). */
  projectOffer: boolean;
  /** The last day it can be used, in Indonesian, and as an ISO instant for <time>. */
  until: string;
  untilIso: string;
  ended: boolean;
  /** "/checkout?promo=CODE" */
  useHref: string;
  detailHref: string;
};
