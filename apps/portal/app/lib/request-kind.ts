/**
 * Whether the browser asked for a whole page (typing a URL, a link without JavaScript, a plain form post) rather
 * than data for a page already on screen (React Router's client navigations and fetchers use fetch()).
 * Read from Fetch Metadata; a client that sends none is treated as a page load.
 */
export function isDocumentRequest(request: Request): boolean {
  const dest = request.headers.get("sec-fetch-dest");
  if (dest) return dest === "document" || dest === "iframe";
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return true;
}
