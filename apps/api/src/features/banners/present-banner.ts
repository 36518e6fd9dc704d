import type { components } from "@griya/api-client/schema";
import { listingPhotoUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import type { BannerRow } from "./banner-repository.js";

/** The width the carousel fills on a desktop home; phones pick a smaller one from the srcset. */
const BANNER_DEFAULT_WIDTH = 960;

/** A banner as the contract's Banner schema. */
export function presentBanner(files: PublicFiles, row: BannerRow): components["schemas"]["Banner"] {
  const widths = [...row.imageWidths].sort((a, b) => a - b);
  const defaultWidth = widths.find((w) => w >= BANNER_DEFAULT_WIDTH) ?? widths.at(-1)!;
  const src = listingPhotoUrl(files, row.imageUuid, defaultWidth);
  return {
    uuid: row.uuid,
    type: row.type,
    title: row.title,
    image_url: src,
    link_url: row.linkUrl,
    detail: row.body === "" ? null : row.body,
    image: {
      src,
      srcset: widths.map((width) => ({ width, src: listingPhotoUrl(files, row.imageUuid, width) })),
      alt: row.imageAlt,
      width: row.imageWidth,
      height: row.imageHeight,
    },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}
