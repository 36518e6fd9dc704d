/**
 * Redirect targets that must never lead off the site: each resolves (in a browser) to another host, a script or
 * a scheme. Every form and route that takes a `redirect` is tested with all of them.
 */
export const OFF_SITE_REDIRECTS = [
  "//evil.example/x",
  "/\\evil.example",
  "https://evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E//evil.example",
  "/a/../..//evil.example",
  "/./\\evil.example",
  "/%5Cevil.example",
  "/%2F/evil.example",
  "/\t/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
] as const;
