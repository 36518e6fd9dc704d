/**
 * Where to go after login: the `redirect` target when it is a path on this site, else the fallback.
 * Rejects absolute and protocol-relative URLs ("//evil.example", "/\\evil.example") so the login form
 * cannot be used as an open redirect.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters and backslashes are normalised by browsers into surprising URLs.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://griya.invalid");
    if (url.origin !== "http://griya.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
