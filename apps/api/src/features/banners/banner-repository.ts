import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { banners } from "../../platform/db/schema.js";

export type BannerType = "AGENT" | "TAKEOVER_AGENT";

const COLUMNS = {
  uuid: banners.uuid,
  type: sql<BannerType>`${banners.type}`,
  title: banners.title,
  body: banners.body,
  linkUrl: banners.linkUrl,
  imageUuid: banners.imageUuid,
  imageWidths: banners.imageWidths,
  imageWidth: banners.imageWidth,
  imageHeight: banners.imageHeight,
  imageAlt: banners.imageAlt,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
};

export type BannerRow = {
  uuid: string;
  type: BannerType;
  title: string;
  body: string;
  linkUrl: string | null;
  imageUuid: string;
  imageWidths: number[];
  imageWidth: number;
  imageHeight: number;
  imageAlt: string;
  startsAt: Date;
  endsAt: Date;
};

// Instants compare the same in every time zone: a banner seeded to start at 00:00 WIB starts then for everyone.
const running = (at: Date) => and(lte(banners.startsAt, at), gt(banners.endsAt, at));

/** The banners running at `at`, of one type or both, in their order (then the newest first). */
export function listRunningBanners(db: AppDb, at: Date, type?: BannerType): Promise<BannerRow[]> {
  return db
    .select(COLUMNS)
    .from(banners)
    .where(and(running(at), type ? eq(banners.type, type) : undefined))
    .orderBy(asc(banners.sortOrder), desc(banners.startsAt), asc(banners.id));
}

/** One banner by uuid, only while it runs. */
export async function findRunningBanner(db: AppDb, uuid: string, at: Date): Promise<BannerRow | undefined> {
  const [row] = await db
    .select(COLUMNS)
    .from(banners)
    .where(and(eq(banners.uuid, uuid), running(at)));
  return row;
}

/** A banner to store, as the seed describes it. */
export type NewBanner = {
  type: BannerType;
  title: string;
  body: string;
  link_url: string | null;
  image_uuid: string;
  image_widths: number[];
  image_width: number;
  image_height: number;
  image_alt: string;
  starts_at: Date;
  ends_at: Date;
  sort_order: number;
};

export async function insertBanner(db: AppDb, b: NewBanner): Promise<string> {
  const [row] = await db
    .insert(banners)
    .values({
      type: b.type,
      title: b.title,
      body: b.body,
      linkUrl: b.link_url,
      imageUuid: b.image_uuid,
      imageWidths: b.image_widths,
      imageWidth: b.image_width,
      imageHeight: b.image_height,
      imageAlt: b.image_alt,
      startsAt: b.starts_at,
      endsAt: b.ends_at,
      sortOrder: b.sort_order,
    })
    .returning({ uuid: banners.uuid });
  return row!.uuid;
}
