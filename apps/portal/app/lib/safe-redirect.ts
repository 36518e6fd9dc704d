const BASE = "http://griya.invalid";

// Control characters (C0, DEL, C1) and backslashes: browsers drop or rewrite them ("/\t/x" becomes "//x").
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path that a browser would read as another host: "//host" or "/\host". */
const leavesSite = (path: string) => path.startsWith("//") || path.startsWith("/\\");

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Where to go after login (or another form that returns to a page): the `redirect` target when it is a path on
 * this site, else the fallback. The check is on what the target resolves to, not only on what was sent: dot
 * segments and their encodings are resolved first ("/.//evil.example" and "/%2e%2e//evil.example" resolve to
 * "//evil.example", another host), and the resolved path must still start with one "/" once percent-decoded.
 * Absolute URLs, "javascript:" and the like, backslashes and control characters fall back.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0) return fallback;
  if (!target.startsWith("/") || leavesSite(target) || UNSAFE_CHARACTERS.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = decoded(url.pathname);
  if (path === null || leavesSite(path) || UNSAFE_CHARACTERS.test(path)) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // What the browser will resolve the answer to: the same site, the same path.
  const again = new URL(result, BASE);
  return again.origin === BASE && again.pathname === url.pathname ? result : fallback;
}
