import { describe, expect, it } from "vitest";
import { listingFixture } from "../../../test/marketplace-fixtures";
import { areaLinks, cityShowcases, KPR_HREF, listingCountText } from "./visitor-home-view.server";

const JAKSEL = "Kota Administrasi Jakarta Selatan";

describe("the visitor's home view", () => {
  it("shows each city's newest listings (at most 4) with a link to the city's search", () => {
    const listings = [1, 2, 3, 4, 5].map((n) => ({ ...listingFixture, uuid: `uuid-${n}` }));
    const [city] = cityShowcases([{ id: "31.74", name: JAKSEL, count: 1250 }], new Map([["31.74", listings]]));
    expect(city).toMatchObject({
      id: "31.74",
      name: JAKSEL,
      countText: "1.250 properti",
      href: "/cari?lokasi=Kota+Administrasi+Jakarta+Selatan&kota=31.74",
    });
    expect(city!.cards.map((card) => card.uuid)).toEqual(["uuid-1", "uuid-2", "uuid-3", "uuid-4"]);
  });

  it("leaves out a city whose listings went private since the count", () => {
    expect(cityShowcases([{ id: "35.78", name: "Kota Surabaya", count: 2 }], new Map([["35.78", []]]))).toEqual([]);
  });

  it("links each area to its search, named with its city", () => {
    expect(areaLinks([{ id: "31.74.07", name: "Kebayoran Baru", city_name: JAKSEL, count: 1 }])).toEqual([
      {
        id: "31.74.07",
        name: "Kebayoran Baru",
        cityName: JAKSEL,
        countText: "1 properti",
        href: "/cari?lokasi=Kebayoran+Baru%2C+Kota+Administrasi+Jakarta+Selatan&kecamatan=31.74.07",
      },
    ]);
  });

  it("counts in Indonesian digit groups and sends KPR to the search of sales", () => {
    expect(listingCountText(10_000)).toBe("10.000 properti");
    expect(KPR_HREF).toBe("/cari?tipe=dijual");
  });
});
