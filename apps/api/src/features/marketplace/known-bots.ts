// Crawlers, link previews, monitors and HTTP libraries announce themselves in User-Agent: their requests are
// not visitors, so they count neither impressions nor visits (docs/product/listings.md#numbers-on-a-listing). A request
// without a User-Agent is a script too; browsers always send one.
const BOT_PATTERN = new RegExp(
  [
    "bot\\b",
    "bot/",
    "crawl",
    "spider",
    "slurp",
    "mediapartners",
    "facebookexternalhit",
    "facebookcatalog",
    "embedly",
    "quora link preview",
    "whatsapp",
    "telegram",
    "skypeuripreview",
    "bitlybot",
    "vkshare",
    "headlesschrome",
    "phantomjs",
    "lighthouse",
    "pagespeed",
    "gtmetrix",
    "pingdom",
    "uptime",
    "monitor",
    "curl/",
    "wget/",
    "python-requests",
    "python-urllib",
    "aiohttp",
    "httpx",
    "go-http-client",
    "java/",
    "okhttp",
    "apache-httpclient",
    "libwww-perl",
    "axios/",
    "node-fetch",
    "undici",
    "scrapy",
    "postman",
    "insomnia",
    "httpie",
    "ahrefs",
    "semrush",
    "mj12",
    "dotbot",
    "petalbot",
    "yandex",
    "baiduspider",
    "bingpreview",
    "applebot",
    "duckduckbot",
    "archive.org_bot",
    "ia_archiver",
  ]
    .map((p) => p.replace(/[.*+?^${}()|[\]]/g, (c) => (c === "\\" ? c : `\\${c}`)))
    .join("|"),
  "i",
);

/** Whether a request with this User-Agent comes from a known bot (or carries none at all). */
export function isKnownBot(userAgent: string | undefined): boolean {
  if (userAgent === undefined || userAgent.trim() === "") return true;
  return BOT_PATTERN.test(userAgent);
}
