import { afterEach, describe, expect, it, vi } from "vitest";
import { searchOpenedFrom } from "./browser-extras";

const SITE = "https://griya.id";

/** A browser at `current` whose history holds `urls` (the last is the current entry), and a referrer. */
function browserAt(urls: string[] | null, referrer = "") {
  vi.stubGlobal("location", new URL(urls?.at(-1) ?? `${SITE}/properti/a`));
  vi.stubGlobal("document", { referrer });
  const navigation = urls && { currentEntry: { index: urls.length - 1 }, entries: () => urls.map((url) => ({ url })) };
  vi.stubGlobal("window", { navigation });
}

afterEach(() => vi.unstubAllGlobals());

describe("the search a listing was opened from", () => {
  it("is the nearest earlier search of the site, past other listing pages, with its filters", () => {
    browserAt([`${SITE}/`, `${SITE}/cari?tipe=dijual&kota=31.74`, `${SITE}/properti/a`, `${SITE}/properti/b`]);
    expect(searchOpenedFrom()).toBe("/cari?tipe=dijual&kota=31.74");
  });

  it("is none when another page came in between, or the visitor came from another site", () => {
    browserAt([`${SITE}/cari?q=rumah`, `${SITE}/agen/7`, `${SITE}/properti/a`]);
    expect(searchOpenedFrom()).toBeNull();
    browserAt([`${SITE}/properti/a`], "https://elsewhere.example/cari?q=rumah");
    expect(searchOpenedFrom()).toBeNull();
  });

  it("falls back on a same-site referrer where the browser has no Navigation API", () => {
    browserAt(null, `${SITE}/cari?q=rumah`);
    expect(searchOpenedFrom()).toBe("/cari?q=rumah");
    browserAt(null, `${SITE}/favorit`);
    expect(searchOpenedFrom()).toBeNull();
  });
});
