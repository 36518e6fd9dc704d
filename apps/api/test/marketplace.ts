import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";

export type PublicListingSpec = {
  status?: "DRAFT" | "ACTIVE" | "INACTIVE";
  type?: "S" | "R";
  /** property_types.code */
  propertyType?: string;
  titleSuffix?: string;
  description?: string;
  price?: number;
  /** rent_periods.code, for type R */
  rentPeriod?: "MONTHLY" | "YEARLY";
  /** A district id; its city and province are filled in. */
  areaId?: string;
  bedroom?: number | null;
  bathroom?: number | null;
  buildingSize?: number | null;
  landSize?: number | null;
  /** certificates.code / furnishing_statuses.code */
  certificate?: string | null;
  furnishing?: string | null;
  /** Hours since the last activation or repost (what "newest" sorts on). */
  postedHoursAgo?: number;
  /** Photos with these stored widths (the first primary); none when empty. */
  photoWidths?: number[][];
  videos?: string[];
  facilities?: { code: string; amount: number | null }[];
  /** The map pin (default: Kebayoran Baru's); null for a listing without one. */
  pin?: { lat: number; lng: number } | null;
};

export const InsertedListing = v.object({ id: v.number(), uuid: v.string(), listing_number: v.string() });
export type InsertedListing = v.InferOutput<typeof InsertedListing>;

/**
 * A complete listing inserted straight into the tables, as the listing form and activation would leave it: an
 * ACTIVE house for sale in Kebayoran Baru by default. Only what the marketplace reads is filled.
 */
export async function insertMarketListing(
  db: AppDb,
  userId: number,
  spec: PublicListingSpec = {},
): Promise<InsertedListing> {
  const status = spec.status ?? "ACTIVE";
  const type = spec.type ?? "S";
  const pin = spec.pin === undefined ? { lat: -6.24, lng: 106.8 } : spec.pin;
  const posted = status === "DRAFT" ? null : sql`now() - make_interval(hours => ${spec.postedHoursAgo ?? 1}::int)`;
  const [row] = await rowsOf(
    db,
    InsertedListing,
    sql`
    INSERT INTO listings (listing_number, user_id, status, type, property_type_id, title_suffix, description, price,
      rent_period_id, bedroom, bathroom, building_size, land_size, certificate_id, furnishing_status_id, address,
      province_id, city_id, area_id, lat, lng, videos, activated_at, posted_at, expires_at)
    SELECT ${`M${randomInt(100_000_000, 999_999_999)}`}, ${userId}, ${status}, ${type},
      (SELECT id FROM property_types WHERE code = ${spec.propertyType ?? "HOUSE"}),
      ${spec.titleSuffix ?? "Siap Huni"}, ${spec.description ?? "Hunian nyaman di lingkungan tenang, dekat sekolah."},
      ${spec.price ?? 1_500_000_000},
      ${type === "R" ? sql`(SELECT id FROM rent_periods WHERE code = ${spec.rentPeriod ?? "MONTHLY"})` : sql`NULL`},
      ${spec.bedroom === undefined ? 3 : spec.bedroom}, ${spec.bathroom === undefined ? 2 : spec.bathroom},
      ${spec.buildingSize === undefined ? 120 : spec.buildingSize}, ${spec.landSize === undefined ? 150 : spec.landSize},
      (SELECT id FROM certificates WHERE code = ${spec.certificate === undefined ? "SHM" : spec.certificate}),
      (SELECT id FROM furnishing_statuses WHERE code = ${spec.furnishing === undefined ? "UNFURNISHED" : spec.furnishing}),
      'Jl. Uji No. 1', c.province_id, c.id, d.id, ${pin === null ? null : pin.lat}::float8,
      ${pin === null ? null : pin.lng}::float8,
      string_to_array(${(spec.videos ?? []).join(" ")}, ' '),
      ${posted}, ${posted}, ${posted === null ? null : sql`now() + interval '100 days'`}
    FROM districts d JOIN cities c ON c.id = d.city_id WHERE d.id = ${spec.areaId ?? "31.74.07"}
    RETURNING id, uuid::text AS uuid, listing_number`,
  );
  if (!row) throw new Error(`unknown area ${spec.areaId}`);
  for (const [position, widths] of (spec.photoWidths ?? [[480, 960, 1600]]).entries()) {
    const [photo] = await rowsOf(
      db,
      v.object({ uuid: v.string() }),
      sql`
      INSERT INTO uploaded_photos (owner_user_id, purpose, widths)
      VALUES (${userId}, 'listing', string_to_array(${widths.join(",")}, ',')::int[])
      RETURNING uuid::text AS uuid`,
    );
    await db.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
      VALUES (${row.id}, ${photo!.uuid}::uuid, ${position}, ${position === 0})`);
  }
  for (const f of spec.facilities ?? []) {
    await db.execute(sql`INSERT INTO listing_facilities (listing_id, facility_id, amount)
      SELECT ${row.id}, id, ${f.amount} FROM facilities WHERE code = ${f.code}`);
  }
  return row;
}

export async function userIdOf(db: AppDb, email: string): Promise<number> {
  const [row] = await rowsOf(db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE lower(email) = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The counters the metrics flush writes. */
export async function countersOf(db: AppDb, listingId: number) {
  const [row] = await rowsOf(
    db,
    v.object({ visit_count: v.number(), impression_count: v.number(), contact_count: v.number() }),
    sql`
    SELECT visit_count, impression_count, contact_count FROM listings WHERE id = ${listingId}`,
  );
  return row!;
}

export const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
