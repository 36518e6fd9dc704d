import { randomUUID } from "node:crypto";
import { composeListingTitle } from "@griya/domain/listing-display";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import * as v from "valibot";
import { listingPhotoKey } from "../kernels/files/file-keys.js";
import { fitVariants } from "../kernels/files/image-variants.js";
import { insertPhoto } from "../kernels/files/photo-repository.js";
import { LISTING_PHOTO_WIDTHS } from "../kernels/files/upload-limits.js";
import { insertNotification } from "../features/notifications/index.js";
import { refusalFailure, repostFailureTexts, SCHEDULED_REPOST_FAILED } from "../features/repost-schedules/index.js";
import type { FileStorage } from "../platform/storage/file-storage.js";
import type { AppDb, Database } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { propertyTypes } from "./catalogue-data.js";
import { demoListings, type DemoListing } from "./listing-seed-data.js";
import { seedListingLeads } from "./lead-seed.js";
import { SEED_LOCK_KEY } from "./seed.js";
import { clock } from "../platform/clock.js";

const DAY_MS = 86_400_000;
const EXPIRY_DAYS = 120;

/**
 * Demo listings with real photo files (drawn here, stored as the upload path stores them). Runs once: when any
 * demo listing number exists already, nothing is added, so an agent's own changes are never overwritten.
 */
export async function seedListingDemo(database: Database, storage: FileStorage, now = clock.now()): Promise<void> {
  await database.withLock(SEED_LOCK_KEY, async () => {
    const { db } = database;
    const numbers = demoListings.map((l) => l.listingNumber);
    const [seeded] = await rowsOf(
      db,
      v.object({ n: v.number() }),
      sql`
      SELECT count(*)::int AS n FROM listings WHERE listing_number IN (SELECT json_array_elements_text(${JSON.stringify(numbers)}::json))`,
    );
    if ((seeded?.n ?? 0) > 0) return;
    for (const listing of demoListings) await seedOne(db, storage, listing, now);
    await seedFailedRepostNotice(db, now);
    await seedListingLeads(db, now);
  });
}

const HALF_HOUR_MS = 30 * 60_000;
const wibClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const wibDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });

/**
 * A scheduled repost that failed for lack of coins two days ago: the ended schedule, its failed run (the home
 * lists it) and the unread notice, so /notifikasi and the home have something to show.
 */
async function seedFailedRepostNotice(db: AppDb, now: Date): Promise<void> {
  const listing = demoListings.find((l) => l.listingNumber === "GRY-104802")!;
  const [user] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM users WHERE lower(email) = ${listing.email}`,
  );
  if (!user) return;
  const slotAt = new Date(Math.floor((now.getTime() - 2 * DAY_MS) / HALF_HOUR_MS) * HALF_HOUR_MS);
  // 1 = Senin … 7 = Minggu, of the slot's WIB day.
  const day = ((new Date(`${wibDate.format(slotAt)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const [schedule] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`
    INSERT INTO repost_schedules (listing_id, day_of_the_week, time, expired_at, next_run_at)
    SELECT id, ${day}, ${wibClock.format(slotAt)}, ${wibDate.format(slotAt)}::date, NULL
    FROM listings WHERE listing_number = ${listing.listingNumber}
    RETURNING id`,
  );
  if (schedule) {
    await db.execute(sql`INSERT INTO repost_schedule_runs (schedule_id, slot_at, outcome, error_code, failure_reason)
      VALUES (${schedule.id}, ${slotAt}, 'FAILED', 1004, 'insufficient_coins')`);
  }
  const { title, body } = repostFailureTexts({
    listingTitle: composeListingTitle(propertyTypes.find((t) => t.code === listing.propertyType)?.name, listing.title),
    listingNumber: listing.listingNumber,
    day,
    slotAt,
    timeZone: "Asia/Jakarta",
    failure: refusalFailure(1004, { coins_remaining: 0, required_coins: 1, listing_slot: 10 }),
  });
  await insertNotification(db, { userId: user.id, type: SCHEDULED_REPOST_FAILED, title, body });
}

async function seedOne(db: AppDb, storage: FileStorage, l: DemoListing, now: Date): Promise<void> {
  const [user] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM users WHERE lower(email) = ${l.email}`,
  );
  if (!user) return;
  const at = (daysAgo: number | null) => (daysAgo === null ? null : new Date(now.getTime() - daysAgo * DAY_MS));
  const activatedAt = at(l.activatedDaysAgo);
  const postedAt = at(l.postedDaysAgo);
  const expiresAt = postedAt && new Date(postedAt.getTime() + EXPIRY_DAYS * DAY_MS);
  const photoUuids: string[] = [];
  for (const colour of l.photos) photoUuids.push(await storePhoto(storage, db, user.id, colour));

  await db.transaction(async (txn) => {
    const tx = txn;
    const [row] = await rowsOf(
      tx,
      v.object({ id: v.number(), uuid: v.string() }),
      sql`
      INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, description, price,
        rent_period_id, bedroom, bathroom, building_size, land_size, total_floor, floor, electrical_power, furnishing_status_id,
        certificate_id, address, province_id, city_id, area_id, lat, lng, is_map_pinned, activated_at, posted_at,
        expires_at, deactivated_at, visit_count, impression_count, created_at, tour_360_url)
      SELECT ${l.listingNumber}, ${user.id}, ${l.status}, ${l.type}, (SELECT id FROM property_types WHERE code = ${l.propertyType}),
        ${l.title}, ${l.description}, ${l.price}, (SELECT id FROM rent_periods WHERE code = ${l.rentPeriod ?? null}),
        ${l.bedroom ?? null}, ${l.bathroom ?? null}, ${l.buildingSize ?? null}, ${l.landSize ?? null}, ${l.totalFloor ?? null},
        ${l.floor ?? null}, ${l.electricalPower ?? null}, (SELECT id FROM furnishing_statuses WHERE code = ${l.furnishing ?? null}),
        (SELECT id FROM certificates WHERE code = ${l.certificate ?? null}), ${l.address},
        c.province_id, c.id, d.id, ${l.lat}, ${l.lng}, true, ${activatedAt}, ${postedAt}, ${expiresAt},
        ${l.status === "INACTIVE" ? expiresAt : null}, ${l.visits}, ${l.impressions},
        ${activatedAt ?? new Date(now.getTime() - DAY_MS)}, ${l.tour360Url ?? null}
      FROM districts d JOIN cities c ON c.id = d.city_id WHERE d.id = ${l.areaId}
      RETURNING id, uuid::text AS uuid`,
    );
    if (!row) throw new Error(`demo listing ${l.listingNumber}: unknown area ${l.areaId}`);
    for (const [position, uuid] of photoUuids.entries()) {
      await tx.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
        VALUES (${row.id}, ${uuid}, ${position}, ${position === 0})`);
    }
    // As a save would: the edit form of this listing holds these photos (the 15-photo ceiling counts them).
    await tx.execute(sql`UPDATE uploaded_photos SET form_key = ${row.uuid}::uuid
      WHERE uuid IN (SELECT photo_uuid FROM listing_photos WHERE listing_id = ${row.id})`);
  });
}

/** A simple drawn house on a coloured sky, stored as WebP variants like an uploaded listing photo. */
async function storePhoto(storage: FileStorage, db: AppDb, ownerId: number, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 160 120">
    <rect width="160" height="120" fill="#dbe7f0"/><rect y="88" width="160" height="32" fill="#8fb573"/>
    <polygon points="40,52 80,24 120,52" fill="${colour}"/><rect x="48" y="52" width="64" height="40" fill="#f4efe6"/>
    <rect x="58" y="62" width="14" height="12" fill="${colour}" opacity="0.6"/><rect x="88" y="62" width="14" height="12" fill="${colour}" opacity="0.6"/>
    <rect x="74" y="72" width="12" height="20" fill="#6d4c3d"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const variants = await fitVariants(png, LISTING_PHOTO_WIDTHS);
  const uuid = randomUUID();
  await Promise.all(variants.map((v) => storage.put(listingPhotoKey(uuid, v.width), v.webp, "image/webp")));
  await insertPhoto(db, { uuid, owner_user_id: ownerId, purpose: "listing", widths: [...LISTING_PHOTO_WIDTHS] });
  return uuid;
}
