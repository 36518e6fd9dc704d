// Where browsers fetch public files (listing photos, banners, avatars): through the API by default, or straight
// from the CDN or public bucket S3_PUBLIC_URL names. The app carries one (app.publicFiles, set up in buildApp), so
// two apps in one process (tests) can link files differently.
const API_FILES_BASE = "/api/files";

export type PublicFiles = {
  /** The URL of a public file's key ("photos/…", "avatars/…"); never used for documents/. */
  url(key: string): string;
};

export function publicFilesAt(base: string | undefined): PublicFiles {
  const root = base ?? API_FILES_BASE;
  return {
    url(key) {
      if (key.startsWith("documents/")) throw new Error("documents are never public");
      return `${root}/${key}`;
    },
  };
}
