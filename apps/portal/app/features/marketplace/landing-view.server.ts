// A landing page's words and links, worked out by the loader so the browser only renders them
// (docs/product/landing-pages.md).
import { formatRupiahShort } from "@griya/domain/listing-display";
import type { Schemas } from "@griya/api-client/schema";
import { landingPath, PUBLIC_PATHS } from "../../public-paths";
import { EMPTY_FILTERS, searchHref } from "./search-filters";

export type LandingPage = Schemas["LandingPage"];
type Link = { label: string; href: string };
export type Crumb = { label: string; href: string | null };

const DEAL_TITLE = { S: "Dijual", R: "Disewa" } as const;

/** "Rumah Dijual di Jakarta Selatan", "Properti Disewa di DKI Jakarta" */
export function landingHeading(page: LandingPage, listingType: "S" | "R"): string {
  return `${page.property_type?.name ?? "Properti"} ${DEAL_TITLE[listingType]} di ${page.place.name}`;
}

const count = (n: number) => n.toLocaleString("id-ID");

/**
 * The text with numbers: "Ada 1.234 rumah dijual di Jakarta Selatan. Harga tengahnya Rp 3,5 M, sebagian besar
 * antara Rp 1,2 M dan Rp 12 M; sekitar Rp 25 jt per m² bangunan." A rent is per month; land per m² of land.
 */
export function marketSummary(page: LandingPage, listingType: "S" | "R"): string {
  const { stats } = page;
  const subject = `${(page.property_type?.name ?? "properti").toLowerCase()} ${DEAL_TITLE[listingType].toLowerCase()}`;
  if (!stats) return `Belum ada ${subject} di ${page.place.name} saat ini. Lihat tempat dan jenis lain di bawah.`;
  const perMonth = listingType === "R" ? " per bulan" : "";
  const sentences = [`Ada ${count(stats.listing_count)} ${subject} di ${page.place.name}.`];
  if (stats.price_median !== null) {
    const range =
      stats.listing_count >= 3 && stats.price_p05 !== null && stats.price_p95 !== null
        ? `, sebagian besar antara ${formatRupiahShort(stats.price_p05)} dan ${formatRupiahShort(stats.price_p95)}`
        : "";
    sentences.push(`Harga tengahnya ${formatRupiahShort(stats.price_median)}${perMonth}${range}.`);
  }
  if (stats.per_m2_median !== null) {
    const basis = page.property_type?.slug === "tanah" ? "tanah" : "bangunan";
    sentences.push(`Harga tengah per m² ${basis}: ${formatRupiahShort(stats.per_m2_median)}${perMonth}.`);
  }
  return sentences.join(" ");
}

/** The description search engines show under the title. */
export function landingDescription(page: LandingPage, listingType: "S" | "R"): string {
  return `${marketSummary(page, listingType)} Lihat foto, harga dan fasilitas di Griya, lalu hubungi agennya langsung.`;
}

/** Beranda › Dijual › DKI Jakarta › Jakarta Selatan: each level is the same deal and type's landing page. */
export function landingCrumbs(page: LandingPage, listingType: "S" | "R"): Crumb[] {
  const typeSlug = page.property_type?.slug ?? null;
  return [
    { label: "Beranda", href: PUBLIC_PATHS.visitorHome },
    { label: DEAL_TITLE[listingType], href: searchHref({ ...EMPTY_FILTERS, listingType }) },
    ...page.trail.map((place, i) => ({
      label: place.name,
      href: i === page.trail.length - 1 ? null : landingPath(listingType, typeSlug, place.slug),
    })),
  ];
}

/** The breadcrumb as schema.org BreadcrumbList, with absolute addresses (the current page last, by its own). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string, selfPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: `${origin}${crumb.href ?? selfPath}`,
    })),
  };
}

export type LandingLinks = { nearby: Link[]; types: Link[]; other: Link[] };

/** The neighbouring places, the other types here, the other deal and the full search, each with its count. */
export function landingLinks(page: LandingPage, listingType: "S" | "R"): LandingLinks {
  const typeSlug = page.property_type?.slug ?? null;
  const typeName = page.property_type?.name ?? "Properti";
  const placeSlug = page.place.slug;
  const nearby = page.nearby.map((p) => ({
    label: `${p.name} (${count(p.listing_count)})`,
    href: landingPath(listingType, typeSlug, p.slug),
  }));
  const types = page.property_types
    .filter((t) => t.id !== page.property_type?.id)
    .map((t) => ({
      label: `${t.name} (${count(t.listing_count)})`,
      href: landingPath(listingType, t.slug, placeSlug),
    }));
  if (page.property_type)
    types.unshift({ label: "Semua jenis properti", href: landingPath(listingType, null, placeSlug) });
  const otherDeal = listingType === "S" ? "R" : "S";
  const other: Link[] = [];
  if (page.other_deal_count > 0) {
    other.push({
      label: `${typeName} ${DEAL_TITLE[otherDeal].toLowerCase()} di ${page.place.name} (${count(page.other_deal_count)})`,
      href: landingPath(otherDeal, typeSlug, placeSlug),
    });
  }
  return { nearby, types, other };
}
