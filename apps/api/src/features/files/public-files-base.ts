// Where browsers fetch public files (listing photos, banners, avatars): through the API by default, or straight
// from the CDN or public bucket S3_PUBLIC_URL names. The presenters that build these URLs have no app at hand, so
// the process keeps the base buildApp chose (one configuration per process, as for the payment gateway).
export const API_FILES_BASE = "/api/files";

let base = API_FILES_BASE;

export function setPublicFilesBase(url: string | undefined): void {
  base = url ?? API_FILES_BASE;
}

/** The URL of a public file's key ("photos/…", "avatars/…"); never used for documents/. */
export function publicFileUrl(key: string): string {
  if (key.startsWith("documents/")) throw new Error("documents are never public");
  return `${base}/${key}`;
}
