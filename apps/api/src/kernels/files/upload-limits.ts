// Upload limits (docs/product/files-and-photos.md: photos up to 10 MB; the avatar is smaller by design).
const MB = 1024 * 1024;

export const AVATAR_MAX_BYTES = 5 * MB;
export const PHOTO_MAX_BYTES = 10 * MB;

/** Square sizes of the profile picture; the larger one is avatar_url. */
export const AVATAR_SIZES = [256, 512] as const;
/** Longest side of each stored listing photo (never enlarged). */
export const LISTING_PHOTO_WIDTHS = [480, 960, 1600] as const;
/** KTP and NPWP photos are kept once, large enough to read. */
export const DOCUMENT_PHOTO_WIDTHS = [1600] as const;

/**
 * Uploads nothing uses yet (on no listing, not on the profile) that one agent may hold from the last
 * UNUSED_PHOTO_HOURS hours: four full listing forms. Older unused uploads are reclaimed by the photo job.
 */
export const UNUSED_PHOTOS_MAX = 60;
export const UNUSED_PHOTO_HOURS = 24;

/** Decoding more pixels than this is refused (a decompression bomb costs memory before it fails). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The plugin-wide ceiling; each handler narrows fileSize for its own field. */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: PHOTO_MAX_BYTES,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;
