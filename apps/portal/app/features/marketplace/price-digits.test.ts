import { describe, expect, it } from "vitest";
import { groupDigits } from "./price-digits";
import { parseSearchFilters } from "./search-filters";

describe("the /cari price filters", () => {
  it("show a price grouped as the listing form does", () => {
    expect(groupDigits(15_000_000)).toBe("15.000.000");
    expect(groupDigits("1500")).toBe("1.500");
    expect(groupDigits("999")).toBe("999");
    expect(groupDigits(null)).toBe("");
  });

  it("are read from the query grouped or as plain digits, the same number either way", () => {
    const grouped = parseSearchFilters(new URLSearchParams("harga_min=15.000.000&harga_max=2.500.000.000"));
    const plain = parseSearchFilters(new URLSearchParams("harga_min=15000000&harga_max=2500000000"));
    expect([grouped.priceMin, grouped.priceMax]).toEqual([15_000_000, 2_500_000_000]);
    expect([plain.priceMin, plain.priceMax]).toEqual([15_000_000, 2_500_000_000]);
    expect(parseSearchFilters(new URLSearchParams("harga_min=15.000.00x")).priceMin).toBeNull();
  });
});
