// Sitemaps for search engines: /sitemap.xml is an index of /sitemap/{listings|landing|agents}-{n}.xml, each naming
// up to 50,000 pages: listing pages (the API pages through listing ids, so a million listings are 20 files), the
// landing pages with listings (docs/product/landing-pages.md) and the agent pages with listings.
import { agentPath, landingPath, propertyPath } from "../../public-paths";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const SITEMAP_FILE = /^(listings|landing|agents)-([1-9]\d{0,5})\.xml$/;

export type SitemapKind = "listings" | "landing" | "agents";
export type SitemapEntry = { path: string; lastmod: string };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** "landing-3.xml" → landing page 3; anything else (another name, page 0) → null. */
export function sitemapFile(file: string): { kind: SitemapKind; page: number } | null {
  const match = SITEMAP_FILE.exec(file);
  return match ? { kind: match[1] as SitemapKind, page: Number(match[2]) } : null;
}

/** The sitemap index: listings-1 … listings-n, then the landing and agent files. */
export function sitemapIndexXml(origin: string, pages: Record<SitemapKind, number>): string {
  const entries = (Object.keys(pages) as SitemapKind[]).flatMap((kind) =>
    Array.from(
      { length: pages[kind] },
      (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${kind}-${i + 1}.xml`)}</loc></sitemap>`,
    ),
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** One sitemap: each page's absolute address with its last change. */
export function urlsetXml(origin: string, entries: ReadonlyArray<SitemapEntry>): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
}

export const listingEntry = (e: { uuid: string; updated_at: string }): SitemapEntry => ({
  path: propertyPath(e.uuid),
  lastmod: e.updated_at,
});

export const landingEntry = (e: {
  listing_type: "S" | "R";
  property_type: string | null;
  place: string;
  updated_at: string;
}): SitemapEntry => ({ path: landingPath(e.listing_type, e.property_type, e.place), lastmod: e.updated_at });

export const agentEntry = (e: { id: number; updated_at: string }): SitemapEntry => ({
  path: agentPath(e.id),
  lastmod: e.updated_at,
});

export const XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=3600",
};
