import { describe, expect, it } from "vitest";
import { RESULT_COUNT_AGENT } from "../lib/marketplace-api.server";
import { loader } from "./search-count";
import { apiAnswer, stubApiFetch } from "../../test/api-fetch-stub";

describe("GET /cari/jumlah", () => {
  const { fetchMock, sentRequest } = stubApiFetch();

  it("counts the filters being chosen without counting an impression for the listing the API returns", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, {
        data: [],
        meta: { current_page: 1, per_page: 1, total: 10_000, last_page: 10_000, total_is_estimate: true },
      }),
    );
    const url = new URL("http://portal.test/cari/jumlah?tipe=dijual&kamar_tidur=3&halaman=4");
    const request = new Request(url, {
      headers: { "user-agent": "Mozilla/5.0 Pengunjung", "x-forwarded-for": "203.0.113.9" },
    });
    const response = await loader({
      request,
      url,
      context: undefined,
      params: {},
      pattern: "/cari/jumlah",
    } as never);
    expect(await response.json()).toEqual({ total: 10_000, isEstimate: true, text: "10.000+ hasil" });
    expect(response.headers.get("cache-control")).toBe("no-store");

    const sent = sentRequest(0);
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({
      listing_type: "S",
      bedroom: "3",
      sort: "newest",
      page: "1",
      per_page: "1",
    });
    // The API counts no impressions for bots; the portal's count request is one and says so.
    expect(sent.headers.get("user-agent")).toBe(RESULT_COUNT_AGENT);
    expect(RESULT_COUNT_AGENT).toMatch(/bot\b/i);
    expect(sent.headers.get("x-forwarded-for")).toBe("203.0.113.9");
  });
});
