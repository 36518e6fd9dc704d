// Words and links of a search page, worked out by the loader so the browser only renders them.
import { EMPTY_FILTERS, searchHref, type SearchFilters, type SearchSort } from "./search-filters";

export type SearchOptionNames = { propertyTypes: ReadonlyArray<{ id: number; name: string }> };

/** "Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta" → "Kebayoran Baru". */
function placeName(locationText: string): string {
  // "Kebayoran Baru, Kota …" and an everyday name's "Kemang — Mampang Prapatan, …" (docs/product/regions.md).
  return locationText.split(/,| — /)[0]!.trim();
}

/** The page's heading: "Rumah dijual di Kebayoran Baru", "Properti disewa", "Cari Properti". */
export function searchHeading(filters: SearchFilters, { propertyTypes }: SearchOptionNames): string {
  const type = propertyTypes.find((option) => option.id === filters.propertyTypeId)?.name;
  const deal = filters.listingType === "S" ? "dijual" : filters.listingType === "R" ? "disewa" : null;
  const place = filters.location?.id ? placeName(filters.location.text) : null;
  if (!type && !deal && !place) return "Cari Properti";
  return [type ?? "Properti", deal ?? "dijual dan disewa", place && `di ${place}`].filter(Boolean).join(" ");
}

/** "1.234 hasil"; "10.000+ hasil" when the API only estimates a huge total. */
export function resultCountText(total: number, isEstimate: boolean): string {
  return `${total.toLocaleString("id-ID")}${isEstimate ? "+" : ""} hasil`;
}

/** The description search engines show under the title. */
export function searchDescription(heading: string, countText: string): string {
  const subject = heading === "Cari Properti" ? "Properti dijual dan disewa" : heading;
  return `${subject}: ${countText} di Griya. Lihat foto, harga dan fasilitas, lalu hubungi agennya langsung.`;
}

const SORT_CHOICES: ReadonlyArray<{ sort: SearchSort; label: string; value: string }> = [
  { sort: "newest", label: "Terbaru", value: "" },
  { sort: "price_asc", label: "Harga terendah", value: "harga_terendah" },
  { sort: "price_desc", label: "Harga tertinggi", value: "harga_tertinggi" },
];

/** The same search under each sort, from page 1. */
export function sortLinks(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(SORT_CHOICES.map(({ sort, value }) => [value, searchHref(filters, { sort, page: 1 })]));
}

/** Paging links without code in the browser: page 1 is `first`, page n is `${rest}n`. */
export function pageLinkParts(filters: SearchFilters): { first: string; rest: string } {
  const first = searchHref(filters, { page: 1 });
  return { first, rest: `${first}${first.includes("?") ? "&" : "?"}halaman=` };
}

export type WidenLink = { label: string; href: string };

/** When nothing matches: the same search without one group of filters at a time, then everything. */
export function widenLinks(filters: SearchFilters): WidenLink[] {
  const base = { ...filters, page: 1 };
  const links: WidenLink[] = [];
  const add = (label: string, changes: Partial<SearchFilters>) =>
    links.push({ label, href: searchHref(base, changes) });
  if (filters.keyword) add(`Tanpa kata kunci “${filters.keyword}”`, { keyword: "" });
  if (filters.location) add(`Di semua lokasi (bukan hanya ${placeName(filters.location.text)})`, { location: null });
  if (filters.priceMin !== null || filters.priceMax !== null) add("Semua harga", { priceMin: null, priceMax: null });
  if (filters.propertyTypeId !== null) add("Semua jenis properti", { propertyTypeId: null });
  if (filters.bedroom !== null || filters.bathroom !== null)
    add("Berapa pun kamarnya", { bedroom: null, bathroom: null });
  const sizes = [filters.buildingSizeMin, filters.buildingSizeMax, filters.landSizeMin, filters.landSizeMax];
  if (sizes.some((size) => size !== null)) {
    add("Semua luas", { buildingSizeMin: null, buildingSizeMax: null, landSizeMin: null, landSizeMax: null });
  }
  if (filters.certificateId !== null || filters.furnishingStatusId !== null) {
    add("Semua sertifikat dan perabotan", { certificateId: null, furnishingStatusId: null });
  }
  if (filters.listingType !== null)
    add(filters.listingType === "S" ? "Juga yang disewa" : "Juga yang dijual", { listingType: null });
  if (links.length > 1)
    links.push({ label: "Semua properti", href: searchHref({ ...EMPTY_FILTERS, sort: filters.sort }) });
  return links;
}
