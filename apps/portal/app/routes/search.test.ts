import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { listingFixture } from "../../test/marketplace-fixtures";
import { sessionContext } from "../lib/context";
import { loader } from "./search";
import { apiAnswer, stubApiFetch } from "../../test/api-fetch-stub";

function apiAnswers(input: RequestInfo | URL) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === "/api/search/filters") {
    return apiAnswer(200, {
      data: { property_types: [{ id: 1, name: "Rumah" }], certificates: [], furnishing_statuses: [] },
    });
  }
  return apiAnswer(200, {
    data: [listingFixture],
    meta: { current_page: 1, per_page: 20, total: 1, last_page: 1, total_is_estimate: false },
  });
}

/** The loader as React Router calls it: `request` as it arrived, `url` the page's own address. */
function load(requestUrl: string, pageUrl = requestUrl) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { token: null, user: null });
  const url = new URL(pageUrl);
  return loader({ request: new Request(requestUrl), url, context, params: {}, pattern: "/cari" });
}

describe("search loader", () => {
  const { fetchMock } = stubApiFetch(apiAnswers);

  it("answers a client navigation (/cari.data) on the canonical address instead of redirecting it again", async () => {
    const data = await load(
      "http://portal.test/cari.data?tipe=dijual&q=taman",
      "http://portal.test/cari?tipe=dijual&q=taman",
    );
    expect(data.heading).toBe("Properti dijual");
    expect(data.cards).toHaveLength(1);
    expect(data.canonicalUrl).toBe("http://portal.test/cari?tipe=dijual&q=taman");
  });

  it("sends a plain form post's query to the canonical address of the search", async () => {
    const thrown = await load("http://portal.test/cari?tipe=dijual&jenis=&lokasi=&harga_min=&q=taman&urut=").catch(
      (e) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/cari?tipe=dijual&q=taman");
  });

  it("asks the API with the visitor's filters and page size", async () => {
    await load("http://portal.test/cari?tipe=disewa&kamar_tidur=2&urut=harga_terendah");
    const search = fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .find((u) => u.pathname === "/api/search/listings")!;
    expect(Object.fromEntries(search.searchParams)).toEqual({
      listing_type: "R",
      bedroom: "2",
      sort: "price_asc",
      page: "1",
      per_page: "20",
    });
  });
});
