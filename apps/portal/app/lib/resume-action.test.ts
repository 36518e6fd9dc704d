import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "./cookies";
import {
  clearedResumeCookie,
  forgetFollowedPageResume,
  orderServesResume,
  parseResume,
  readResume,
  resumeCookie,
  resumeHref,
  resumeRequestOf,
  type ResumeRecord,
} from "./resume-action";

const UUID = "0b7e3c5e-8d6f-4a51-9b8e-2f1d3c4b5a69";
const activate: ResumeRecord = {
  action: "activate",
  listing: { uuid: UUID, number: "LST-000123", title: "Rumah 2 lantai di Menteng" },
  need: "coin",
  path: "/listing?category=draft&page=3",
};
const page: ResumeRecord = {
  action: "page",
  title: "Featured Agent",
  need: "membership",
  path: "/featured-agent/beli",
};

/** The cookie as the browser sends it back. */
const roundTrip = (record: ResumeRecord) => {
  const setCookie = resumeCookie(record, { secure: false });
  const pair = setCookie.split(";")[0]!;
  return readResume(pair);
};

describe("the kept action (resume record)", () => {
  it("survives the cookie: the action, the listing and the page, nothing about the agent", () => {
    expect(roundTrip(activate)).toEqual(activate);
    expect(roundTrip(page)).toEqual(page);
    const setCookie = resumeCookie(activate, { secure: true });
    expect(setCookie).toMatch(/^griya_lanjutkan=/);
    expect(setCookie).toContain("Max-Age=604800");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Secure");
    expect(setCookie).not.toContain("HttpOnly");
    const stored = readCookie(setCookie.split(";")[0], "griya_lanjutkan") ?? "{}";
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual(["action", "listing", "need", "path"]);
  });

  it("shortens a long title rather than dropping the record", () => {
    const long = { ...activate, listing: { ...activate.listing, title: "x".repeat(300) } };
    const back = roundTrip(long);
    expect(back?.action === "page" ? null : back?.listing.title).toHaveLength(120);
  });

  it("is cleared by an expired cookie of the same name", () => {
    expect(clearedResumeCookie({ secure: false })).toMatch(/^griya_lanjutkan=; Path=\/; Max-Age=0/);
  });

  it("refuses a record that is malformed or would lead off the site", () => {
    const as = (value: unknown) => parseResume(JSON.stringify(value));
    expect(parseResume(null)).toBeNull();
    expect(parseResume("{not json")).toBeNull();
    expect(as({ ...activate, path: "//evil.example/listing" })).toBeNull();
    expect(as({ ...activate, path: "https://evil.example/" })).toBeNull();
    expect(as({ ...activate, action: "delete" })).toBeNull();
    expect(as({ ...activate, need: "money" })).toBeNull();
    expect(as({ ...activate, listing: { ...activate.listing, uuid: "42" } })).toBeNull();
    expect(as({ ...page, title: "" })).toBeNull();
    expect(parseResume("x".repeat(2001))).toBeNull();
  });

  it("leads back to the listing's card, searched by its number, with its action asked again", () => {
    const href = resumeHref(activate);
    expect(href).toBe(`/listing?category=draft&q=LST-000123&lanjutkan=activate&listing=${UUID}`);
    expect(resumeRequestOf(new URL(`http://x${href}`).searchParams)).toEqual({
      action: "activate",
      listingUuid: UUID,
    });
    expect(resumeHref(page)).toBe("/featured-agent/beli");
    expect(resumeRequestOf(new URLSearchParams(`lanjutkan=delete&listing=${UUID}`))).toBeNull();
    expect(resumeRequestOf(new URLSearchParams("lanjutkan=activate&listing=x"))).toBeNull();
  });

  it("is offered after an order that brought what was missing", () => {
    expect(orderServesResume(activate, [{ category: "COIN" }])).toBe(true);
    expect(orderServesResume(activate, [{ category: "MEMBERSHIP" }])).toBe(false);
    expect(orderServesResume({ ...activate, need: "slot" }, [{ category: "LISTING_SLOT" }])).toBe(true);
    expect(orderServesResume(page, [{ category: "MEMBERSHIP" }, { category: "COIN" }])).toBe(true);
  });
});

describe("following the way back", () => {
  afterEach(() => vi.unstubAllGlobals());

  const written = (record: ResumeRecord): string[] => {
    const cookies: string[] = [];
    vi.stubGlobal("window", { location: { protocol: "http:" } });
    vi.stubGlobal("document", {
      set cookie(value: string) {
        cookies.push(value);
      },
    });
    forgetFollowedPageResume(record);
    return cookies;
  };

  it("ends a page's record, whose page starts the action again", () => {
    const page: ResumeRecord = { action: "page", title: "Featured Agent", need: "coin", path: "/featured-agent/buy" };
    expect(written(page)).toEqual([clearedResumeCookie({ secure: false })]);
  });

  it("leaves a listing action's record to /listing, which ends it once the confirmation is open", () => {
    expect(written(activate)).toEqual([]);
  });
});
