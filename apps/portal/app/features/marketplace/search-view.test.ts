import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, parseSearchFilters } from "./search-filters";
import { pageLinkParts, resultCountText, searchDescription, searchHeading, sortLinks, widenLinks } from "./search-view";

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));
const options = {
  propertyTypes: [
    { id: 1, name: "Rumah" },
    { id: 2, name: "Apartemen" },
  ],
};

describe("search page words", () => {
  it("heads the page with type, deal and place", () => {
    expect(searchHeading(EMPTY_FILTERS, options)).toBe("Cari Properti");
    expect(
      searchHeading(
        parse("jenis=1&tipe=dijual&kecamatan=31.74.07&lokasi=Kebayoran Baru, Kota Jakarta Selatan"),
        options,
      ),
    ).toBe("Rumah dijual di Kebayoran Baru");
    expect(searchHeading(parse("kecamatan=31.74.03&lokasi=Kemang — Mampang Prapatan, Jakarta Selatan"), options)).toBe(
      "Properti dijual dan disewa di Kemang",
    );
    expect(searchHeading(parse("tipe=disewa"), options)).toBe("Properti disewa");
    expect(searchHeading(parse("jenis=2"), options)).toBe("Apartemen dijual dan disewa");
    // A place that was only typed is not a filter yet, so it is not in the heading.
    expect(searchHeading(parse("lokasi=entah"), options)).toBe("Cari Properti");
  });

  it("counts results in Indonesian, with a plus when the total is an estimate", () => {
    expect(resultCountText(0, false)).toBe("0 hasil");
    expect(resultCountText(1234, false)).toBe("1.234 hasil");
    expect(resultCountText(10_000, true)).toBe("10.000+ hasil");
    expect(searchDescription("Cari Properti", "12 hasil")).toMatch(/^Properti dijual dan disewa: 12 hasil di Griya\./);
  });

  it("links every sort and page of the same search", () => {
    const filters = parse("tipe=dijual&urut=harga_tertinggi&halaman=3");
    expect(sortLinks(filters)).toEqual({
      "": "/cari?tipe=dijual",
      harga_terendah: "/cari?tipe=dijual&urut=harga_terendah",
      harga_tertinggi: "/cari?tipe=dijual&urut=harga_tertinggi",
    });
    expect(pageLinkParts(filters)).toEqual({
      first: "/cari?tipe=dijual&urut=harga_tertinggi",
      rest: "/cari?tipe=dijual&urut=harga_tertinggi&halaman=",
    });
    expect(pageLinkParts(EMPTY_FILTERS)).toEqual({ first: "/cari", rest: "/cari?halaman=" });
  });

  it("suggests widening a search that found nothing, one filter group at a time", () => {
    const links = widenLinks(
      parse("tipe=dijual&q=kolam&harga_max=100&kota=31.71&lokasi=Jakarta Pusat&kamar_tidur=9&halaman=2"),
    );
    expect(links).toEqual([
      {
        label: "Tanpa kata kunci “kolam”",
        href: "/cari?tipe=dijual&lokasi=Jakarta+Pusat&kota=31.71&harga_max=100&kamar_tidur=9",
      },
      {
        label: "Di semua lokasi (bukan hanya Jakarta Pusat)",
        href: "/cari?tipe=dijual&harga_max=100&kamar_tidur=9&q=kolam",
      },
      { label: "Semua harga", href: "/cari?tipe=dijual&lokasi=Jakarta+Pusat&kota=31.71&kamar_tidur=9&q=kolam" },
      { label: "Berapa pun kamarnya", href: "/cari?tipe=dijual&lokasi=Jakarta+Pusat&kota=31.71&harga_max=100&q=kolam" },
      { label: "Juga yang disewa", href: "/cari?lokasi=Jakarta+Pusat&kota=31.71&harga_max=100&kamar_tidur=9&q=kolam" },
      { label: "Semua properti", href: "/cari" },
    ]);
    expect(widenLinks(EMPTY_FILTERS)).toEqual([]);
    expect(widenLinks(parse("tipe=disewa"))).toEqual([{ label: "Juga yang dijual", href: "/cari" }]);
  });
});
