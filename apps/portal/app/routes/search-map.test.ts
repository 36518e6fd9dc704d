import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { listingFixture } from "../../test/marketplace-fixtures";
import { apiAnswer, stubApiFetch } from "../../test/api-fetch-stub";
import { sessionContext } from "../lib/context";
import { loader } from "./search-map";

function apiAnswers(input: RequestInfo | URL) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === "/api/search/filters") {
    return apiAnswer(200, {
      data: { property_types: [{ id: 1, name: "Rumah" }], certificates: [], furnishing_statuses: [] },
    });
  }
  return apiAnswer(200, {
    data: {
      markers: [
        {
          uuid: listingFixture.uuid,
          lat: -6.2,
          lng: 106.8,
          title: listingFixture.title,
          listing_type: "S",
          price: 1_500_000_000,
          rent_period: null,
        },
      ],
      clusters: [{ count: 3, lat: -6.3, lng: 106.9, south: -6.31, west: 106.88, north: -6.29, east: 106.92 }],
      listings: [listingFixture],
      total_in_box: 4,
      without_pin: 2,
    },
  });
}

function load(pageUrl: string) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { token: null, user: null });
  const url = new URL(pageUrl);
  return loader({ request: new Request(pageUrl), url, context, params: {}, pattern: "/cari/peta" });
}

describe("map search loader", () => {
  const { fetchMock } = stubApiFetch(apiAnswers);
  const mapQuery = () =>
    Object.fromEntries(
      fetchMock.mock.calls
        .map(([input]) => new URL((input as Request).url))
        .find((u) => u.pathname === "/api/search/map")!.searchParams,
    );

  it("lists the view's box with the search's filters, counting what has no pin", async () => {
    const data = await load("http://portal.test/cari/peta?tipe=dijual&kamar_tidur=2&peta=0,100,10");
    const query = mapQuery();
    expect(query).toMatchObject({ listing_type: "S", bedroom: "2" });
    expect(Number(query.east) - Number(query.west)).toBeCloseTo(1.40625, 5);
    expect(data.view).toEqual({ lat: 0, lng: 100, zoom: 10 });
    expect(data.notice).toBeNull();
    expect(data.area.cards.map((c) => c.uuid)).toEqual([listingFixture.uuid]);
    expect(data.area.markers[0]).toMatchObject({ href: `/properti/${listingFixture.uuid}`, price: "Rp 1,5 M" });
    expect(data.area.clusters).toEqual([
      { count: 3, lat: -6.3, lng: 106.9, bounds: { south: -6.31, west: 106.88, north: -6.29, east: 106.92 } },
    ]);
    expect(data.area.countText).toBe("4 properti di area peta ini, 1 terbaru ditampilkan");
    expect(data.area.withoutPinText).toBe("2 listing tanpa titik peta tidak tampil di peta.");
    expect(data.listHref).toBe("/cari?tipe=dijual&kamar_tidur=2");
  });

  it("shows all of Indonesia, with a notice, for a view it cannot read", async () => {
    const data = await load("http://portal.test/cari/peta?peta=-6.2,abc,99");
    expect(mapQuery()).toMatchObject({ south: "-11", west: "95", north: "6", east: "141" });
    expect(data.view).toBeNull();
    expect(data.notice).toBe("Tampilan peta di alamat ini tidak dapat dibaca. Peta menampilkan seluruh Indonesia.");
  });
});
