/** `path` (with its query string and hash) without the named query parameters; unchanged when it has none. */
export function withoutParams(path: string, names: readonly string[]): string {
  const url = new URL(path, "http://griya.invalid");
  const present = names.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return path;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
