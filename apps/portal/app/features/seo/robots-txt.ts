import { pages } from "../../paths";

// The portal's own pages (signed-in screens, onboarding, purchases) are of no use in a search engine; the
// marketplace pages are what crawlers should read. Favourites are personal.
const DISALLOWED = [
  "/api/",
  "/login",
  "/register",
  "/forget-pass",
  "/password/",
  "/user/",
  "/input-phone",
  "/otp",
  "/logout",
  pages.favourites.pattern,
  "/dev/",
] as const;

/** The body of /robots.txt for a site served at `origin`. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
