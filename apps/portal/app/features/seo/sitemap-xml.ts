// Sitemaps for search engines: /sitemap.xml is an index of /sitemap/listings-{n}.xml, each naming up to 50,000
// listing pages (the API pages through listing ids, so a million listings are 20 files).
import { pathTo } from "../../paths";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const LISTINGS_FILE = /^listings-([1-9]\d{0,5})\.xml$/;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** "listings-3.xml" → 3; anything else (another name, page 0) → null. */
export function listingsSitemapPage(file: string): number | null {
  const match = LISTINGS_FILE.exec(file);
  return match ? Number(match[1]) : null;
}

function listingsSitemapPath(page: number): string {
  return `/sitemap/listings-${page}.xml`;
}

/** The sitemap index: one entry per listings sitemap, 1 … pages. */
export function sitemapIndexXml(origin: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}${listingsSitemapPath(i + 1)}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** One listings sitemap: the public page of each listing with its last change. */
export function listingsSitemapXml(
  origin: string,
  listings: ReadonlyArray<{ uuid: string; updated_at: string }>,
): string {
  const entries = listings.map(
    ({ uuid, updated_at }) =>
      `<url><loc>${escapeXml(`${origin}${pathTo("property", { uuid })}`)}</loc><lastmod>${escapeXml(updated_at)}</lastmod></url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${entries.join("\n")}${entries.length ? "\n" : ""}</urlset>\n`;
}

export const XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=3600",
};
