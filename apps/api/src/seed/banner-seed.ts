import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import * as v from "valibot";
import { insertBanner } from "../features/banners/index.js";
import { listingPhotoKey } from "../kernels/files/file-keys.js";
import { fitVariants } from "../kernels/files/image-variants.js";
import { LISTING_PHOTO_WIDTHS } from "../kernels/files/upload-limits.js";
import type { FileStorage } from "../platform/storage/file-storage.js";
import type { Database } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { demoBanners, type DemoBanner } from "./banner-seed-data.js";
import { SEED_LOCK_KEY } from "./seed.js";
import { clock } from "../platform/clock.js";

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;
/** A wide banner, 8:3, drawn at the largest stored width. */
const BANNER_IMAGE = { width: 1600, height: 600 } as const;

/** 00:00 WIB of the WIB day `days` away from the one `now` falls in. */
export function wibMidnight(now: Date, days: number): Date {
  const wibDay = Math.floor((now.getTime() + WIB_OFFSET_MS) / DAY_MS);
  return new Date((wibDay + days) * DAY_MS - WIB_OFFSET_MS);
}

/**
 * Demo banners with real image files (drawn here, stored as listing photos are), dated around the day of the
 * first start. Runs once: when any banner exists, nothing is added.
 */
export async function seedBannerDemo(database: Database, storage: FileStorage, now = clock.now()): Promise<void> {
  await database.withLock(SEED_LOCK_KEY, async () => {
    const { db } = database;
    const [existing] = await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM banners`);
    if ((existing?.n ?? 0) > 0) return;
    for (const [order, banner] of demoBanners.entries()) {
      const imageUuid = await storeImage(storage, banner);
      await insertBanner(db, {
        type: banner.type,
        title: banner.title,
        body: banner.body,
        link_url: banner.linkUrl,
        image_uuid: imageUuid,
        image_widths: [...LISTING_PHOTO_WIDTHS],
        image_width: BANNER_IMAGE.width,
        image_height: BANNER_IMAGE.height,
        image_alt: banner.imageAlt,
        starts_at: wibMidnight(now, banner.startDay),
        ends_at: wibMidnight(now, banner.endDay),
        sort_order: order,
      });
    }
  });
}

/** Shapes only (no text: the title is the page's own, readable and translatable). */
async function storeImage(storage: FileStorage, banner: DemoBanner): Promise<string> {
  const [main, accent] = banner.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_IMAGE.width}" height="${BANNER_IMAGE.height}" viewBox="0 0 160 60">
    <rect width="160" height="60" fill="${main}"/><circle cx="128" cy="30" r="22" fill="${accent}" opacity="0.85"/>
    <circle cx="22" cy="52" r="14" fill="${accent}" opacity="0.35"/><rect x="96" y="22" width="24" height="20" fill="#ffffff" opacity="0.9"/>
    <polygon points="92,22 108,10 124,22" fill="#ffffff"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const variants = await fitVariants(png, LISTING_PHOTO_WIDTHS);
  const uuid = randomUUID();
  await Promise.all(variants.map((v) => storage.put(listingPhotoKey(uuid, v.width), v.webp, "image/webp")));
  return uuid;
}
