import { describe, expect, it } from "vitest";
import { parseSearchFilters } from "./search-filters";
import { placeTyped, unknownLocationNotice } from "./typed-location";

const filters = parseSearchFilters(new URLSearchParams("tipe=dijual&lokasi=kemng&kamar_tidur=2&halaman=3"));
const kemang = {
  type: "area",
  id: "31.74.03",
  name: "Kemang",
  label: "Kemang — Mampang Prapatan, Jakarta Selatan",
} as const;

describe("a typed place", () => {
  it("becomes the best suggestion when its name or a typo of it matched", () => {
    for (const match of ["name", "typo"] as const) {
      const placed = placeTyped(filters, "kemng", [{ ...kemang, match }]);
      expect(placed.unknown).toBeNull();
      expect(placed.filters.location).toEqual({ text: kemang.label, kind: "area", id: "31.74.03" });
      expect(placed.filters.bedroom).toBe(2);
    }
  });

  it("is unknown when only close names were found, which are offered as searches with the other filters", () => {
    const placed = placeTyped(filters, "kebon sirih", [
      { type: "area", id: "31.73.05", name: "Kebon Jeruk", label: "Kebon Jeruk, Jakarta Barat", match: "close" },
    ]);
    expect(placed.filters).toBe(filters);
    expect(placed.unknown).toEqual({
      text: "kebon sirih",
      closest: [
        {
          label: "Kebon Jeruk, Jakarta Barat",
          href: "/cari?tipe=dijual&lokasi=Kebon+Jeruk%2C+Jakarta+Barat&kecamatan=31.73.05&kamar_tidur=2",
        },
      ],
    });
  });

  it("is unknown without suggestions when nothing is close", () => {
    expect(placeTyped(filters, "qxqx", []).unknown).toEqual({ text: "qxqx", closest: [] });
  });

  it("is told in plain Indonesian, pointing at the closest names or at the spelling", () => {
    expect(unknownLocationNotice({ text: "kebon sirih", closest: [{ label: "Kebon Jeruk", href: "/cari" }] })).toBe(
      "Lokasi “kebon sirih” tidak kami kenal. Mungkin maksud Anda salah satu di bawah.",
    );
    expect(unknownLocationNotice({ text: "qxqx", closest: [] })).toBe(
      "Lokasi “qxqx” tidak kami kenal. Periksa ejaannya, atau coba nama kota atau kecamatan.",
    );
  });
});
