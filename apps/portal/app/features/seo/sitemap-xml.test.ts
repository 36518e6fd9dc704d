import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";
import { agentEntry, landingEntry, listingEntry, sitemapFile, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

const NONE = { listings: 0, landing: 0, agents: 0 };
const listingsSitemapXml = (origin: string, rows: { uuid: string; updated_at: string }[]) =>
  urlsetXml(origin, rows.map(listingEntry));

describe("sitemaps", () => {
  it("index every listings sitemap by its absolute address", () => {
    expect(sitemapIndexXml("https://griya.id", { ...NONE, listings: 2 })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>https://griya.id/sitemap/listings-1.xml</loc></sitemap>\n" +
        "<sitemap><loc>https://griya.id/sitemap/listings-2.xml</loc></sitemap>\n</sitemapindex>\n",
    );
    // A million listings at 50,000 a file: 20 files.
    expect(sitemapIndexXml("https://griya.id", { ...NONE, listings: 20 }).match(/<sitemap>/g)).toHaveLength(20);
  });

  it("list each listing's page with its last change, escaped", () => {
    const xml = listingsSitemapXml("https://a.test", [
      { uuid: "0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d", updated_at: "2026-11-20T03:00:00.000Z" },
    ]);
    expect(xml).toContain(
      "<url><loc>https://a.test/properti/0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d</loc><lastmod>2026-11-20T03:00:00.000Z</lastmod></url>",
    );
    expect(sitemapIndexXml("https://a.test/x&y", { ...NONE, listings: 1 })).toContain(
      "https://a.test/x&amp;y/sitemap/listings-1.xml",
    );
    expect(listingsSitemapXml("https://a.test", [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  it("index the landing and agent pages' files after the listings'", () => {
    const xml = sitemapIndexXml("https://griya.id", { listings: 1, landing: 2, agents: 1 });
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>https://griya.id/sitemap/listings-1.xml</loc>",
      "<loc>https://griya.id/sitemap/landing-1.xml</loc>",
      "<loc>https://griya.id/sitemap/landing-2.xml</loc>",
      "<loc>https://griya.id/sitemap/agents-1.xml</loc>",
    ]);
    const at = "2026-11-20T03:00:00.000Z";
    expect(
      landingEntry({ listing_type: "S", property_type: "rumah", place: "jakarta-selatan", updated_at: at }),
    ).toEqual({
      path: "/dijual/rumah/jakarta-selatan",
      lastmod: at,
    });
    expect(landingEntry({ listing_type: "R", property_type: null, place: "kemang", updated_at: at }).path).toBe(
      "/disewa/kemang",
    );
    expect(agentEntry({ id: 12, updated_at: at }).path).toBe("/agen/12");
  });

  it("answer only {listings|landing|agents}-{n}.xml file names", () => {
    expect(sitemapFile("listings-1.xml")).toEqual({ kind: "listings", page: 1 });
    expect(sitemapFile("landing-20.xml")).toEqual({ kind: "landing", page: 20 });
    expect(sitemapFile("agents-3.xml")).toEqual({ kind: "agents", page: 3 });
    for (const name of [
      "listings-0.xml",
      "listings-01.xml",
      "listings-1.xml.gz",
      "pages.xml",
      "listings-x.xml",
      "listings-1234567.xml",
    ]) {
      expect(sitemapFile(name), name).toBeNull();
    }
  });

  it("robots.txt lets crawlers read the marketplace, not the portal, and names the sitemap", () => {
    const robots = robotsTxt("https://griya.id");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain("Disallow: /api/\n");
    expect(robots).toContain("Disallow: /favorit\n");
    expect(robots).not.toMatch(/Disallow: \/(cari|properti|agen)/);
    expect(robots).toMatch(/Sitemap: https:\/\/griya\.id\/sitemap\.xml\n$/);
  });
});
