import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  parseSearchFilters,
  SEARCH_MAX_PAGE,
  searchApiQuery,
  searchFiltersToParams,
  searchHref,
  type SearchFilters,
} from "./search-filters";

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

const full: SearchFilters = {
  listingType: "R",
  propertyTypeId: 2,
  location: { text: "Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta", kind: "area", id: "31.74.07" },
  priceMin: 5_000_000,
  priceMax: 15_000_000,
  bedroom: 2,
  bathroom: 1,
  buildingSizeMin: 36,
  buildingSizeMax: 120,
  landSizeMin: 60,
  landSizeMax: 200,
  certificateId: 1,
  furnishingStatusId: 3,
  keyword: "dekat MRT",
  sort: "price_asc",
  page: 3,
};

describe("search URL ↔ filters", () => {
  it("reads an empty query as no filters, newest first, page 1", () => {
    expect(parse("")).toEqual(EMPTY_FILTERS);
    expect(searchHref(EMPTY_FILTERS)).toBe("/cari");
  });

  it("writes every filter with readable Indonesian names in a fixed order, and reads it back", () => {
    const href = searchHref(full);
    expect(href).toBe(
      "/cari?tipe=disewa&jenis=2&lokasi=Kebayoran+Baru%2C+Kota+Jakarta+Selatan%2C+DKI+Jakarta&kecamatan=31.74.07" +
        "&harga_min=5000000&harga_max=15000000&kamar_tidur=2&kamar_mandi=1&lb_min=36&lb_max=120&lt_min=60&lt_max=200" +
        "&sertifikat=1&perabot=3&q=dekat+MRT&urut=harga_terendah&halaman=3",
    );
    expect(parse(href.split("?")[1]!)).toEqual(full);
  });

  it("is canonical: parsing and writing again changes nothing", () => {
    const messy =
      "q=%20%20rumah%20%20%20asri%20&tipe=dijual&harga_max=1.500.000.000&harga_min=Rp%20500.000.000&jenis=&kota=31.71&urut=terbaru&halaman=1&x=y";
    const once = searchFiltersToParams(parse(messy)).toString();
    expect(once).toBe("tipe=dijual&kota=31.71&harga_min=500000000&harga_max=1500000000&q=rumah+asri");
    expect(searchFiltersToParams(parse(once)).toString()).toBe(once);
  });

  it("drops what it cannot use instead of failing", () => {
    expect(
      parse("tipe=beli&jenis=abc&kamar_tidur=-1&kamar_mandi=100&sertifikat=0&perabot=1e3&urut=acak&halaman=nol"),
    ).toEqual(EMPTY_FILTERS);
    expect(parse("kecamatan=31.74&kota=3171&provinsi=DKI").location).toBeNull();
    expect(parse("harga_min=99999999999999").priceMin).toBeNull();
  });

  it("takes the most specific place when a link names several, and keeps a typed place without an id", () => {
    expect(parse("provinsi=31&kota=31.74&kecamatan=31.74.07&lokasi=Kebayoran").location).toEqual({
      text: "Kebayoran",
      kind: "area",
      id: "31.74.07",
    });
    expect(parse("lokasi=%20bintaro%20").location).toEqual({ text: "bintaro", kind: null, id: null });
  });

  it("reads ranges typed the wrong way round the right way round", () => {
    const filters = parse("harga_min=900&harga_max=100&lb_min=80&lb_max=40&lt_min=5&lt_max=5");
    expect([filters.priceMin, filters.priceMax]).toEqual([100, 900]);
    expect([filters.buildingSizeMin, filters.buildingSizeMax]).toEqual([40, 80]);
    expect([filters.landSizeMin, filters.landSizeMax]).toEqual([5, 5]);
  });

  it("keeps the keyword and the place within 100 characters, and the page within what the API pages to", () => {
    expect(parse(`q=${"a".repeat(150)}`).keyword).toHaveLength(100);
    expect(parse(`lokasi=${"b".repeat(150)}`).location?.text).toHaveLength(100);
    expect(parse("halaman=99999").page).toBe(SEARCH_MAX_PAGE);
    expect(SEARCH_MAX_PAGE * 20).toBeLessThanOrEqual(10_000 + 20);
  });

  it("links another page or sort of the same search", () => {
    expect(searchHref({ ...EMPTY_FILTERS, listingType: "S" }, { page: 2 })).toBe("/cari?tipe=dijual&halaman=2");
    expect(searchHref({ ...EMPTY_FILTERS, page: 4 }, { sort: "price_desc", page: 1 })).toBe(
      "/cari?urut=harga_tertinggi",
    );
  });
});

describe("the API query of a search", () => {
  it("names every filter as searchListings does", () => {
    expect(searchApiQuery(full)).toEqual({
      sort: "price_asc",
      page: 3,
      per_page: 20,
      listing_type: "R",
      property_type_id: 2,
      area_id: "31.74.07",
      price_min: 5_000_000,
      price_max: 15_000_000,
      bedroom: 2,
      bathroom: 1,
      building_size_min: 36,
      building_size_max: 120,
      land_size_min: 60,
      land_size_max: 200,
      certificate_id: 1,
      furnishing_status_id: 3,
      q: "dekat MRT",
    });
  });

  it("sends a province or city to its own parameter, and a place that was only typed not at all", () => {
    expect(searchApiQuery(parse("provinsi=31"))).toMatchObject({ province_id: "31" });
    expect(searchApiQuery(parse("kota=31.74"))).toMatchObject({ city_id: "31.74" });
    expect(searchApiQuery(parse("lokasi=bintaro"))).toEqual({ sort: "newest", page: 1, per_page: 20 });
  });
});

describe("activeFilterCount", () => {
  it("counts the panel's filters, a range once", () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(parse("q=taman&urut=harga_terendah&halaman=2"))).toBe(0);
    expect(activeFilterCount(parse("tipe=dijual&harga_min=1&harga_max=2&lb_min=30&kota=31.71"))).toBe(4);
    expect(activeFilterCount(full)).toBe(10);
  });
  it("reads an everyday name of several districts (kawasan) and asks the API for its districts", () => {
    const filters = parseSearchFilters(new URLSearchParams("lokasi=Bintaro&kawasan=3&tipe=dijual"));
    expect(filters.location).toEqual({ text: "Bintaro", kind: "areas", id: "3" });
    expect(searchApiQuery(filters)).toMatchObject({ alias_id: 3, listing_type: "S" });
    expect(searchApiQuery(filters)).not.toHaveProperty("area_id");
    expect(searchHref(filters)).toBe("/cari?tipe=dijual&lokasi=Bintaro&kawasan=3");
    expect(parseSearchFilters(new URLSearchParams("kawasan=0")).location).toBeNull();
  });
});
