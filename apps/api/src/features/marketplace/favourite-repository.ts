import { and, eq, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { favourites, listings } from "../../platform/db/schema.js";
import { cardColumns, cardJoins } from "./marketplace-card-repository.js";
import { OptionalCardColumns } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing-repository.js";

/**
 * Saves the public listing `uuid` for the user in one statement; saving it again changes nothing (not even its
 * date). False when no public listing has that uuid.
 */
export async function saveFavourite(db: AppDb, userId: number, uuid: string): Promise<boolean> {
  const [row] = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`
    WITH listing AS (SELECT l.id FROM listings l WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing()}),
    saved AS (
      INSERT INTO favourites (user_id, listing_id) SELECT ${userId}, id FROM listing
      ON CONFLICT (user_id, listing_id) DO NOTHING)
    SELECT id FROM listing`,
  );
  return row !== undefined;
}

/** Removes the listing `uuid` from the user's favourites, if it is there. */
export async function deleteFavourite(db: AppDb, userId: number, uuid: string): Promise<void> {
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        inArray(favourites.listingId, db.select({ id: listings.id }).from(listings).where(eq(listings.uuid, uuid))),
      ),
    );
}

/** A page of favourites: each row has the user's total; a page without cards is one row of nulls beside it. */
const FavouriteRow = v.object({
  ...OptionalCardColumns,
  total: v.number(),
  favourited_at: v.nullable(v.string()),
  is_available: v.nullable(v.boolean()),
});
type FavouriteRow = v.InferOutput<typeof FavouriteRow>;

/** The user's saved listings, most recently saved first, with whether each is still public. */
export function favouritePage(
  db: AppDb,
  userId: number,
  page: { limit: number; offset: number },
): Promise<FavouriteRow[]> {
  return rowsOf(
    db,
    FavouriteRow,
    sql`
    SELECT c.total, card.*
    FROM (SELECT count(*)::int AS total FROM favourites WHERE user_id = ${userId}) c
    LEFT JOIN (
      SELECT ${cardColumns(userId)}, fav.created_at AS favourited_at, (${isPublicListing()}) AS is_available
      FROM (SELECT listing_id, created_at FROM favourites WHERE user_id = ${userId}
        ORDER BY created_at DESC, listing_id DESC LIMIT ${page.limit} OFFSET ${page.offset}) fav
      JOIN listings l ON l.id = fav.listing_id
      ${cardJoins}
    ) card ON true
    ORDER BY card.favourited_at DESC, card.id DESC`,
  );
}
