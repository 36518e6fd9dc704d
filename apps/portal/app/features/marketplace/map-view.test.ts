import { describe, expect, it } from "vitest";
import { acceptableBox, boxOfView, formatMapView, mapFilterQuery, mapHrefOf, parseBox, parseMapView } from "./map-view";
import { EMPTY_FILTERS } from "./search-filters";

describe("the map view in the address", () => {
  it("reads lat,lng,zoom and writes it back to four decimals", () => {
    expect(parseMapView("-6.2,106.8,12")).toEqual({ lat: -6.2, lng: 106.8, zoom: 12 });
    expect(parseMapView(null)).toBeNull();
    expect(formatMapView({ lat: -6.123456, lng: 106.90001, zoom: 14 })).toBe("-6.1235,106.9,14");
  });

  it("calls a view it cannot use invalid: out of range, a zoom the map does not have, or not numbers", () => {
    for (const bad of ["99,106.8,12", "-6.2,181,12", "-6.2,106.8,2", "-6.2,106.8,19", "abc", "-6.2,106.8", ""]) {
      expect(parseMapView(bad), bad).toBe("invalid");
    }
  });

  it("links the map of a search with its filters, without page or order", () => {
    const filters = {
      ...EMPTY_FILTERS,
      listingType: "S" as const,
      keyword: "taman",
      page: 3,
      sort: "price_asc" as const,
    };
    const query = mapFilterQuery(filters);
    expect(query).toBe("tipe=dijual&q=taman");
    expect(mapHrefOf(query)).toBe("/cari/peta?tipe=dijual&q=taman");
    expect(mapHrefOf(query, { lat: -6.2, lng: 106.8, zoom: 12 })).toBe(
      "/cari/peta?tipe=dijual&q=taman&peta=-6.2,106.8,12",
    );
    expect(mapHrefOf("", { lat: -6.2, lng: 106.8, zoom: 12 })).toBe("/cari/peta?peta=-6.2,106.8,12");
  });
});

describe("the box of a view", () => {
  it("spans what a 1024 × 768 screen shows around the centre (Web Mercator)", () => {
    const box = boxOfView({ lat: 0, lng: 100, zoom: 10 });
    // 1024 px of a 262,144 px world: 1.40625° of longitude.
    expect(box.east - box.west).toBeCloseTo(1.40625, 6);
    expect(box.north).toBeCloseTo(-box.south, 6);
    expect(box.north).toBeGreaterThan(0.5);
    expect(box.north).toBeLessThan(0.6);
  });

  it("is cut to what the API accepts: at most 60° × 120°, inside the world", () => {
    expect(acceptableBox({ south: -80, west: -200, north: 80, east: 200 })).toEqual({
      south: -30,
      west: -60,
      north: 30,
      east: 60,
    });
    const wide = boxOfView({ lat: -2.5, lng: 118, zoom: 3 });
    expect(wide.east - wide.west).toBe(120);
  });

  it("is read from a moved map's query only when every edge is a number", () => {
    expect(parseBox(new URLSearchParams("south=-6.5&west=106.5&north=-6&east=107"))).toEqual({
      south: -6.5,
      west: 106.5,
      north: -6,
      east: 107,
    });
    expect(parseBox(new URLSearchParams("south=-6.5&west=106.5&north=-6"))).toBeNull();
    expect(parseBox(new URLSearchParams("south=x&west=106.5&north=-6&east=107"))).toBeNull();
  });
});
