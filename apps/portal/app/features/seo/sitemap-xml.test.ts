import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";
import { listingsSitemapPage, listingsSitemapXml, sitemapIndexXml } from "./sitemap-xml";

describe("sitemaps", () => {
  it("index every listings sitemap by its absolute address", () => {
    expect(sitemapIndexXml("https://griya.id", 2)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>https://griya.id/sitemap/listings-1.xml</loc></sitemap>\n" +
        "<sitemap><loc>https://griya.id/sitemap/listings-2.xml</loc></sitemap>\n</sitemapindex>\n",
    );
    // A million listings at 50,000 a file: 20 files.
    expect(sitemapIndexXml("https://griya.id", 20).match(/<sitemap>/g)).toHaveLength(20);
  });

  it("list each listing's page with its last change, escaped", () => {
    const xml = listingsSitemapXml("https://a.test", [
      { uuid: "0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d", updated_at: "2026-11-20T03:00:00.000Z" },
    ]);
    expect(xml).toContain(
      "<url><loc>https://a.test/properti/0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d</loc><lastmod>2026-11-20T03:00:00.000Z</lastmod></url>",
    );
    expect(sitemapIndexXml("https://a.test/x&y", 1)).toContain("https://a.test/x&amp;y/sitemap/listings-1.xml");
    expect(listingsSitemapXml("https://a.test", [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  it("answer only listings-{n}.xml file names", () => {
    expect(listingsSitemapPage("listings-1.xml")).toBe(1);
    expect(listingsSitemapPage("listings-20.xml")).toBe(20);
    for (const name of [
      "listings-0.xml",
      "listings-01.xml",
      "listings-1.xml.gz",
      "pages.xml",
      "listings-x.xml",
      "listings-1234567.xml",
    ]) {
      expect(listingsSitemapPage(name), name).toBeNull();
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
