import type { MetaDescriptor } from "react-router";

/** A listing page's search-engine data, made by the loader (listing-seo.server.ts). */
export type ListingSeo = {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  jsonLd: Record<string, unknown>;
};

/** The <head> entries of a listing page. */
export function listingMeta(seo: ListingSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    ...(seo.imageUrl ? [{ property: "og:image", content: seo.imageUrl }] : []),
    { name: "twitter:card", content: seo.imageUrl ? "summary_large_image" : "summary" },
    { "script:ld+json": seo.jsonLd },
  ];
}
