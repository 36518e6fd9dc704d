/** A portal URL under PUBLIC_URL (which may carry a path prefix). */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path}`;
}
