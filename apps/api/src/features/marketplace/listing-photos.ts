import { listingPhotoUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";

export type ResponsiveImage = { src: string; srcset: { width: number; src: string }[]; alt: string };

/** Default widths: a card fills about 480 px, the listing page's gallery about 960 px. */
export const CARD_PHOTO_WIDTH = 480;
export const PAGE_PHOTO_WIDTH = 960;

/** The stored WebP variants of a photo: `src` the smallest width that fills `preferred` (else the widest). */
export function responsiveImage(
  files: PublicFiles,
  uuid: string,
  widths: readonly number[],
  preferred: number,
  alt: string,
): ResponsiveImage | null {
  if (widths.length === 0) return null;
  const sorted = [...widths].sort((a, b) => a - b);
  const width = sorted.find((w) => w >= preferred) ?? sorted.at(-1)!;
  return {
    src: listingPhotoUrl(files, uuid, width),
    srcset: sorted.map((w) => ({ width: w, src: listingPhotoUrl(files, uuid, w) })),
    alt,
  };
}
