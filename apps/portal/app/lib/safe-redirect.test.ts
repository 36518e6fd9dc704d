import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const BASE = "http://griya.invalid";

describe("safeRedirect", () => {
  it.each([
    ["/listing", "/listing"],
    ["/listing?page=2#top", "/listing?page=2#top"],
    ["/help/coin", "/help/coin"],
    ["/a/../b", "/b"],
    ["/cari?q=rumah%20baru&redirect=//x", "/cari?q=rumah%20baru&redirect=//x"],
    ["/properti/abc%2Fdef", "/properti/abc%2Fdef"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["listing"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["https://evil.example"],
    ["https:evil.example"],
    ["http:/evil.example"],
    ["javascript:alert(1)"],
    ["/\tjavascript:alert(1)"],
    ["/foo\\bar"],
    // Dot segments (plain and percent-encoded) that resolve to "//host".
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/%2e%2e//evil.example"],
    ["/%2E//evil.example"],
    ["/%2e//evil.example/path?x=1"],
    ["/a/../..//evil.example"],
    ["/./%2e%2e//evil.example"],
    // Backslashes, raw or encoded, before or after dot segments.
    ["/.\\/evil.example"],
    ["/./\\evil.example"],
    ["/%5Cevil.example"],
    ["/.//%5Cevil.example"],
    // Encoded slashes that decode to "//host".
    ["/%2F/evil.example"],
    ["/%2f%2fevil.example"],
    // Tabs, newlines and other control characters that browsers strip inside the URL.
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["/%09/evil.example"],
    ["/\u0000/evil.example"],
    ["/\u007f/x"],
    ["/\u0085/x"],
    // Broken percent-encoding.
    ["/%E0%A4%A"],
  ])("falls back for %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/profile")).toBe("/profile");
  });

  it("answers only paths that a browser resolves to this site, whatever it is given", () => {
    const piece = fc.constantFrom(
      "/",
      ".",
      "..",
      "%2e",
      "%2E",
      "\\",
      "%5c",
      "%2f",
      "//",
      "\t",
      "\n",
      "evil.example",
      "a",
      ":",
      "?",
      "#",
      "@",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const answer = safeRedirect(pieces.join(""), "/fallback");
        const resolved = new URL(answer, BASE);
        expect(resolved.origin).toBe(BASE);
        expect(answer.startsWith("/")).toBe(true);
        expect(answer.startsWith("//")).toBe(false);
        expect(decodeURIComponent(resolved.pathname).startsWith("//")).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
