import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normaliseTour360Url,
  TOUR_360_FRAME_SOURCES,
  TOUR_360_PROVIDER_NAMES,
  TOUR_360_PROVIDERS,
  TOUR_360_URL_MAX,
  tour360Messages,
  tour360ProblemMessage,
  type Tour360Result,
} from "./tour-360";

const STREET_VIEW_PB =
  "!4v1700000000000!6m8!1m7!1sCAoSLEFGMVFpcE5fU2FtcGxl!2m2!1d-6.2446!2d106.8006!3f120.5!4f-3.2!5f0.7820865974627469";

const ok = (url: string, provider: string): Tour360Result => ({ ok: true, url, provider }) as Tour360Result;
const problem = (p: string, provider: string | null = null): Tour360Result =>
  ({ ok: false, problem: p, provider }) as Tour360Result;

describe("normaliseTour360Url", () => {
  it.each([
    // Matterport: the show link with its 11-character model id, other parameters dropped.
    ["https://my.matterport.com/show/?m=SxQL3iGyoDo", "https://my.matterport.com/show/?m=SxQL3iGyoDo", "matterport"],
    [
      "https://my.matterport.com/show?m=SxQL3iGyoDo&play=1&qs=1",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "matterport",
    ],
    [
      "https://MY.Matterport.com/show/?play=1&m=SxQL3iGyoDo#x",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "matterport",
    ],
    // Kuula: a post link becomes its share (embed) link; collections keep their place.
    ["https://kuula.co/post/7lvY1", "https://kuula.co/share/7lvY1", "kuula"],
    ["https://kuula.co/post/7lvY1/", "https://kuula.co/share/7lvY1", "kuula"],
    ["https://www.kuula.co/share/7lvY1?logo=1&info=1&fs=1&vr=0", "https://kuula.co/share/7lvY1", "kuula"],
    ["https://kuula.co/post/NVqfM/collection/7PYZK", "https://kuula.co/share/NVqfM/collection/7PYZK", "kuula"],
    ["https://kuula.co/share/collection/7PYZK?fs=1", "https://kuula.co/share/collection/7PYZK", "kuula"],
    // Google Street View: the embed link of "Sematkan peta", only its panorama.
    [
      `https://www.google.com/maps/embed?pb=${STREET_VIEW_PB}`,
      `https://www.google.com/maps/embed?pb=${STREET_VIEW_PB}`,
      "google_street_view",
    ],
    [
      `https://google.com/maps/embed?hl=id&pb=${STREET_VIEW_PB}`,
      `https://www.google.com/maps/embed?pb=${STREET_VIEW_PB}`,
      "google_street_view",
    ],
    // Momento360: single panoramas and collections.
    [
      "https://momento360.com/e/u/a9b53aa8f8b0403ba7a4e18243aabc66",
      "https://momento360.com/e/u/a9b53aa8f8b0403ba7a4e18243aabc66",
      "momento360",
    ],
    [
      "https://www.momento360.com/e/u/a9b53aa8f8b0403ba7a4e18243aabc66?utm_campaign=embed&size=large",
      "https://momento360.com/e/u/a9b53aa8f8b0403ba7a4e18243aabc66",
      "momento360",
    ],
    ["https://momento360.com/e/uc/0b1c2d3e4f", "https://momento360.com/e/uc/0b1c2d3e4f", "momento360"],
    // Spaces around a pasted link do not matter.
    ["  https://kuula.co/post/7lvY1 \n", "https://kuula.co/share/7lvY1", "kuula"],
  ])("accepts %s as %s", (input, url, provider) => {
    expect(normaliseTour360Url(input)).toEqual(ok(url, provider));
  });

  it.each([
    ["http://kuula.co/post/7lvY1", "not_https"],
    ["kuula.co/post/7lvY1", "not_https"],
    ["www.google.com/maps/embed?pb=x", "not_https"],
    ["ftp://kuula.co/post/7lvY1", "not_https"],
    ["HTTP://my.matterport.com/show/?m=SxQL3iGyoDo", "not_https"],
  ])("refuses %s: not https", (input, why) => {
    expect(normaliseTour360Url(input)).toEqual(problem(why));
  });

  it.each([
    "tur rumah saya",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://",
    "https:///show/?m=SxQL3iGyoDo",
    "https://user:pass@kuula.co/post/7lvY1",
    "https://kuula.co:8443/post/7lvY1",
    "https://kuula.co/post/7lv Y1",
    "https://localhost/show/?m=SxQL3iGyoDo",
    '<iframe src="https://kuula.co/share/7lvY1"></iframe>',
  ])("refuses %s: not a link", (input) => {
    expect(normaliseTour360Url(input)).toEqual(problem("not_url"));
  });

  it.each([
    "https://example.com/tour",
    "https://kuula.co.evil.com/post/7lvY1",
    "https://evilkuula.co/post/7lvY1",
    "https://matterport.com/show/?m=SxQL3iGyoDo",
    "https://maps.google.com/maps/embed?pb=x",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ])("refuses %s: another site", (input) => {
    expect(normaliseTour360Url(input)).toEqual(problem("unknown_provider"));
  });

  it.each([
    ["https://my.matterport.com/show/?m=short", "matterport"],
    ["https://my.matterport.com/show/", "matterport"],
    ["https://my.matterport.com/models/SxQL3iGyoDo", "matterport"],
    ["https://kuula.co/profile/griya", "kuula"],
    ["https://kuula.co/", "kuula"],
    ["https://kuula.co/share/collection/7PYZK/collection/8QWER", "kuula"],
    ["https://www.google.com/maps/place/Jakarta", "google_street_view"],
    // A plain map embed is not a 360° view.
    ["https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966.1!2d106.8!3d-6.2", "google_street_view"],
    ["https://www.google.com/maps/embed?pb=!6m8!1m7!1s%22%3E%3Cscript", "google_street_view"],
    ['https://www.google.com/maps/embed?pb=!6m8!1m7!1sabc"onload=x', "google_street_view"],
    ["https://www.google.com/search?q=tur", "google_street_view"],
    ["https://momento360.com/e/u/abc", "momento360"],
    ["https://momento360.com/", "momento360"],
  ])("refuses %s: the provider's link is not a tour", (input, provider) => {
    expect(normaliseTour360Url(input)).toEqual(problem("not_a_tour", provider));
  });

  it("refuses a link longer than the column", () => {
    const long = `https://www.google.com/maps/embed?pb=${STREET_VIEW_PB}${"!9z".repeat(200)}`;
    expect(long.length).toBeGreaterThan(TOUR_360_URL_MAX);
    expect(normaliseTour360Url(long)).toEqual(problem("too_long"));
  });

  it("gives an embeddable https link on a provider's origin, and normalising it again changes nothing", () => {
    const ids = fc.stringMatching(/^[A-Za-z\d]{11}$/);
    const links = fc.oneof(
      ids.map((id) => `https://my.matterport.com/show?m=${id}&play=1`),
      fc.stringMatching(/^[A-Za-z\d]{3,20}$/).map((id) => `https://kuula.co/post/${id}`),
      fc.stringMatching(/^[a-f\d]{32}$/).map((id) => `https://momento360.com/e/u/${id}?size=large`),
      fc
        .stringMatching(/^[\w-]{22}$/)
        .map((pano) => `https://www.google.com/maps/embed?pb=!4v1!6m8!1m7!1s${pano}!2m2!1d-6.2!2d106.8`),
    );
    fc.assert(
      fc.property(links, (link) => {
        const result = normaliseTour360Url(link);
        if (!result.ok) return false;
        const origin = TOUR_360_PROVIDERS.find((provider) => provider.id === result.provider)!.origin;
        return (
          result.url.startsWith(`${origin}/`) &&
          normaliseTour360Url(result.url).ok &&
          (normaliseTour360Url(result.url) as { url: string }).url === result.url
        );
      }),
    );
  });

  it("never throws and never accepts a link off the providers' origins", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (input) => {
        const result = normaliseTour360Url(input);
        return !result.ok || TOUR_360_FRAME_SOURCES.some((origin) => result.url.startsWith(`${origin}/`));
      }),
    );
  });
});

describe("tour messages", () => {
  it("name the providers, the limit and the provider whose link is not a tour, in Indonesian", () => {
    expect(TOUR_360_PROVIDER_NAMES).toBe("Matterport, Kuula, Google Street View atau Momento360");
    expect(tour360ProblemMessage({ ok: false, problem: "unknown_provider", provider: null })).toBe(
      "Tur virtual 360° hanya bisa dari Matterport, Kuula, Google Street View atau Momento360.",
    );
    expect(tour360ProblemMessage({ ok: false, problem: "not_a_tour", provider: "kuula" })).toBe(
      "Link Kuula ini bukan link tur. Salin link bagikan atau link sematkan (embed) tur dari Kuula.",
    );
    expect(tour360ProblemMessage({ ok: false, problem: "too_long", provider: null })).toBe(
      "Tur virtual 360° maksimal 500 karakter.",
    );
    expect(tour360ProblemMessage({ ok: false, problem: "not_https", provider: null })).toBe(tour360Messages.not_https);
    expect(tour360ProblemMessage({ ok: false, problem: "not_url", provider: null })).toBe(tour360Messages.not_url);
    expect(tour360Messages.notAllowed).toBe("Tur virtual 360° belum tersedia untuk akun Anda.");
  });

  it("frame exactly the providers' origins, all https", () => {
    expect(TOUR_360_FRAME_SOURCES).toEqual([
      "https://my.matterport.com",
      "https://kuula.co",
      "https://www.google.com",
      "https://momento360.com",
    ]);
  });
});
