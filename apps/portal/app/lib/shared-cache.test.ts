import { describe, expect, it } from "vitest";
import { sharedCacheControl } from "./shared-cache";
import { beaconPixels, viewTokensOf } from "./view-beacon.server";

describe("what a shared cache may keep of a visitor's page", () => {
  it("results a minute with stale serving, listing and agent pages 30 seconds without", () => {
    const none = new Headers();
    expect(sharedCacheControl("search", 200, none)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(sharedCacheControl("landingRentType", 200, none)).toContain("s-maxage=60");
    expect(sharedCacheControl("property", 200, none)).toBe("public, max-age=0, s-maxage=30");
    expect(sharedCacheControl("agent", 404, none)).toBe("public, max-age=0, s-maxage=30");
  });

  it("nothing of another route, a server error, a redirect or an answer that sets a cookie", () => {
    expect(sharedCacheControl("login", 200, new Headers())).toBeUndefined();
    expect(sharedCacheControl(undefined, 200, new Headers())).toBeUndefined();
    expect(sharedCacheControl("search", 500, new Headers())).toBeUndefined();
    expect(sharedCacheControl("search", 302, new Headers())).toBeUndefined();
    expect(sharedCacheControl("search", 200, new Headers({ "Set-Cookie": "mobile=1" }))).toBeUndefined();
  });
});

describe("the views beacon", () => {
  it("takes the tokens of every route's loader data, and only well-formed ones", () => {
    const tokens = viewTokensOf({
      root: { user: null },
      "public-layout": null,
      property: { viewTokens: ["djpkMw.abc_-", 'x"><script>', 7] },
      search: { viewTokens: ["aTox.Zz"] },
    });
    expect(tokens).toEqual(["djpkMw.abc_-", "aTox.Zz"]);
    expect(beaconPixels(tokens)).toBe(
      '<img class="g-visually-hidden" src="/api/search/views?t=djpkMw.abc_-" alt="" width="1" height="1">' +
        '<img class="g-visually-hidden" src="/api/search/views?t=aTox.Zz" alt="" width="1" height="1">',
    );
    expect(beaconPixels([])).toBe("");
  });
});
