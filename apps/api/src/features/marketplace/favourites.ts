import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";
import { LISTING_NOT_FOUND } from "./get-marketplace-listing.js";
import { cardColumns, cardJoins, toMarketplaceCard, type CardRow } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing.js";

/** PUT /api/favourites/{listing_uuid}: saves a public listing; saving it again changes nothing (not even its date). */
export const addFavourite: OperationHandler<"addFavourite"> = async (request) => {
  const { userId } = authOf(request);
  const { listing_uuid: uuid } = request.params;
  const [row] = await rowsOf<{ id: number }>(
    request.server.database.db,
    sql`
    WITH listing AS (SELECT l.id FROM listings l WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing}),
    saved AS (
      INSERT INTO favourites (user_id, listing_id) SELECT ${userId}, id FROM listing
      ON CONFLICT (user_id, listing_id) DO NOTHING)
    SELECT id FROM listing`,
  );
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return { data: { listing_uuid: uuid, is_favourite: true } };
};

/** DELETE /api/favourites/{listing_uuid}: removes it if it is there; always 200. */
export const removeFavourite: OperationHandler<"removeFavourite"> = async (request) => {
  const { userId } = authOf(request);
  const { listing_uuid: uuid } = request.params;
  await request.server.database.db.execute(sql`
    DELETE FROM favourites f USING listings l
    WHERE f.user_id = ${userId} AND f.listing_id = l.id AND l.uuid = ${uuid}::uuid`);
  return { data: { listing_uuid: uuid, is_favourite: false } };
};

type Row = Partial<CardRow> & { total: number; favourited_at: Date | string | null; is_available: boolean | null };

/**
 * GET /api/favourites: the caller's saved listings, most recently saved first. A listing that is no longer public
 * stays with is_available false (its page answers 404); a deleted one has left the list with its row.
 */
export const listFavourites: OperationHandler<"listFavourites"> = async (request) => {
  const { userId } = authOf(request);
  const query = request.query;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const rows = await rowsOf<Row>(
    request.server.database.db,
    sql`
    SELECT c.total, card.*
    FROM (SELECT count(*)::int AS total FROM favourites WHERE user_id = ${userId}) c
    LEFT JOIN (
      SELECT ${cardColumns(userId)}, fav.created_at AS favourited_at, (${isPublicListing}) AS is_available
      FROM (SELECT listing_id, created_at FROM favourites WHERE user_id = ${userId}
        ORDER BY created_at DESC, listing_id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}) fav
      JOIN listings l ON l.id = fav.listing_id
      ${cardJoins}
    ) card ON true
    ORDER BY card.favourited_at DESC, card.id DESC`,
  );
  const total = rows[0]!.total;
  return {
    data: rows
      .filter((r): r is Row & CardRow => r.id != null)
      .map((r) => ({
        listing: toMarketplaceCard(request.server.publicFiles, r),
        is_available: r.is_available === true,
        favourited_at: new Date(r.favourited_at!).toISOString(),
      })),
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
