import { describe, expect, it } from "vitest";
import { landingPath } from "../../public-paths";
import { isLandingSearch, landingExtraQuery } from "./landing-paths";
import { breadcrumbJsonLd, landingCrumbs, landingLinks, marketSummary, type LandingPage } from "./landing-view.server";
import { EMPTY_FILTERS } from "./search-filters";

const place = (type: "province" | "city" | "area", id: string, name: string, slug: string) => ({
  type,
  id,
  name,
  slug,
});
const PAGE: LandingPage = {
  place: place("city", "31.74", "Jakarta Selatan", "jakarta-selatan"),
  trail: [
    place("province", "31", "DKI Jakarta", "dki-jakarta"),
    place("city", "31.74", "Jakarta Selatan", "jakarta-selatan"),
  ],
  property_type: { id: 1, name: "Rumah", slug: "rumah" },
  stats: {
    listing_count: 1234,
    price_p05: 1_200_000_000,
    price_median: 3_500_000_000,
    price_p95: 12_000_000_000,
    per_m2_p05: 10_000_000,
    per_m2_median: 25_000_000,
    per_m2_p95: 60_000_000,
    refreshed_at: "2026-11-28T01:00:00.000Z",
  },
  nearby: [{ type: "area", id: "31.74.07", name: "Kebayoran Baru", slug: "kebayoran-baru", listing_count: 300 }],
  property_types: [
    { id: 1, name: "Rumah", slug: "rumah", listing_count: 1234 },
    { id: 4, name: "Tanah", slug: "tanah", listing_count: 12 },
  ],
  other_deal_count: 56,
};

describe("landing pages", () => {
  it("have readable addresses and keep only the filters they add", () => {
    expect(landingPath("S", "rumah", "jakarta-selatan")).toBe("/dijual/rumah/jakarta-selatan");
    expect(landingPath("R", null, "kemang")).toBe("/disewa/kemang");
    const filters = {
      ...EMPTY_FILTERS,
      listingType: "S" as const,
      propertyTypeId: 1,
      location: { kind: "city" as const, id: "31.74", text: "Jakarta Selatan" },
    };
    expect(landingExtraQuery(filters)).toBe("");
    expect(isLandingSearch(filters)).toBe(true);
    expect(isLandingSearch({ ...filters, page: 3 })).toBe(true);
    expect(landingExtraQuery({ ...filters, bedroom: 2, page: 2 })).toBe("kamar_tidur=2&halaman=2");
    expect(isLandingSearch({ ...filters, sort: "price_asc" })).toBe(false);
    expect(isLandingSearch({ ...filters, listingType: null })).toBe(false);
    expect(isLandingSearch({ ...filters, location: { kind: null, id: null, text: "jaksel" } })).toBe(false);
    expect(isLandingSearch({ ...filters, location: { kind: "areas", id: "3", text: "Bintaro — …" } })).toBe(false);
  });

  it("say the place's numbers in words, a rent per month", () => {
    expect(marketSummary(PAGE, "S")).toBe(
      "Ada 1.234 rumah dijual di Jakarta Selatan. Harga tengahnya Rp 3,5 M, sebagian besar antara Rp 1,2 M dan " +
        "Rp 12 M. Harga tengah per m² bangunan: Rp 25 jt.",
    );
    const rent = {
      ...PAGE,
      stats: { ...PAGE.stats!, listing_count: 2, price_median: 15_000_000, per_m2_median: null },
    };
    expect(marketSummary(rent, "R")).toBe("Ada 2 rumah disewa di Jakarta Selatan. Harga tengahnya Rp 15 jt per bulan.");
    expect(marketSummary({ ...PAGE, stats: null, property_type: null }, "R")).toBe(
      "Belum ada properti disewa di Jakarta Selatan saat ini. Lihat tempat dan jenis lain di bawah.",
    );
  });

  it("lead up the breadcrumb and on to neighbouring places, other types and the other deal", () => {
    const crumbs = landingCrumbs(PAGE, "S");
    expect(crumbs).toEqual([
      { label: "Beranda", href: "/" },
      { label: "Dijual", href: "/cari?tipe=dijual" },
      { label: "DKI Jakarta", href: "/dijual/rumah/dki-jakarta" },
      { label: "Jakarta Selatan", href: null },
    ]);
    expect(
      breadcrumbJsonLd(crumbs, "https://griya.id", "/dijual/rumah/jakarta-selatan").itemListElement.at(-1),
    ).toEqual({
      "@type": "ListItem",
      position: 4,
      name: "Jakarta Selatan",
      item: "https://griya.id/dijual/rumah/jakarta-selatan",
    });
    expect(landingLinks(PAGE, "S")).toEqual({
      nearby: [{ label: "Kebayoran Baru (300)", href: "/dijual/rumah/kebayoran-baru" }],
      types: [
        { label: "Semua jenis properti", href: "/dijual/jakarta-selatan" },
        { label: "Tanah (12)", href: "/dijual/tanah/jakarta-selatan" },
      ],
      other: [{ label: "Rumah disewa di Jakarta Selatan (56)", href: "/disewa/rumah/jakarta-selatan" }],
    });
  });
});
