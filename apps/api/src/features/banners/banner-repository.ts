import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

export type BannerType = "AGENT" | "TAKEOVER_AGENT";

export type BannerRow = {
  uuid: string;
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
};

const COLUMNS = sql`uuid::text AS uuid, type, title, body, link_url, image_uuid::text AS image_uuid, image_widths,
  image_width, image_height, image_alt, starts_at, ends_at`;

// Instants compare the same in every time zone: a banner seeded to start at 00:00 WIB starts then for everyone.
const RUNNING = (at: Date) => sql`starts_at <= ${at} AND ends_at > ${at}`;

/** The banners running at `at`, of one type or both, in their order (then the newest first). */
export function listRunningBanners(db: AppDb, at: Date, type?: BannerType): Promise<BannerRow[]> {
  return rowsOf<BannerRow>(
    db,
    sql`SELECT ${COLUMNS} FROM banners
    WHERE ${RUNNING(at)} ${type ? sql`AND type = ${type}` : sql``}
    ORDER BY sort_order, starts_at DESC, id`,
  );
}

/** One banner by uuid, only while it runs. */
export async function findRunningBanner(db: AppDb, uuid: string, at: Date): Promise<BannerRow | undefined> {
  const rows = await rowsOf<BannerRow>(
    db,
    sql`SELECT ${COLUMNS} FROM banners WHERE uuid = ${uuid}::uuid AND ${RUNNING(at)}`,
  );
  return rows[0];
}

export type NewBanner = Omit<BannerRow, "uuid"> & { sort_order: number };

export async function insertBanner(db: AppDb, b: NewBanner): Promise<string> {
  const [row] = await rowsOf<{ uuid: string }>(
    db,
    sql`
    INSERT INTO banners (type, title, body, link_url, image_uuid, image_widths, image_width, image_height, image_alt,
      starts_at, ends_at, sort_order)
    VALUES (${b.type}, ${b.title}, ${b.body}, ${b.link_url}, ${b.image_uuid}::uuid, ${`{${b.image_widths.join(",")}}`}::int[],
      ${b.image_width}, ${b.image_height}, ${b.image_alt}, ${b.starts_at}, ${b.ends_at}, ${b.sort_order})
    RETURNING uuid::text AS uuid`,
  );
  return row!.uuid;
}
