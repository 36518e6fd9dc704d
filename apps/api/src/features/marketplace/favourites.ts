import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { deleteFavourite, favouritePage, saveFavourite } from "./favourite-repository.js";
import { LISTING_NOT_FOUND } from "./get-marketplace-listing.js";
import { isCardRow, toMarketplaceCard } from "./marketplace-card.js";

/** PUT /api/favourites/{listing_uuid}: saves a public listing; saving it again changes nothing (not even its date). */
export const addFavourite: OperationHandler<"addFavourite"> = async (request) => {
  const { userId } = authOf(request);
  const { listing_uuid: uuid } = request.params;
  if (!(await saveFavourite(request.server.database.db, userId, uuid))) return notFound(LISTING_NOT_FOUND);
  return { data: { listing_uuid: uuid, is_favourite: true } };
};

/** DELETE /api/favourites/{listing_uuid}: removes it if it is there; always 200. */
export const removeFavourite: OperationHandler<"removeFavourite"> = async (request) => {
  const { userId } = authOf(request);
  const { listing_uuid: uuid } = request.params;
  await deleteFavourite(request.server.database.db, userId, uuid);
  return { data: { listing_uuid: uuid, is_favourite: false } };
};

/**
 * GET /api/favourites: the caller's saved listings, most recently saved first. A listing that is no longer public
 * stays with is_available false (its page answers 404); a deleted one has left the list with its row.
 */
export const listFavourites: OperationHandler<"listFavourites"> = async (request) => {
  const { userId } = authOf(request);
  const query = request.query;
  const paging = pagingOf(query.page, query.per_page ?? 20);
  const rows = await favouritePage(request.server.database.db, userId, paging);
  const total = rows[0]!.total;
  return {
    data: rows.filter(isCardRow).map((r) => ({
      listing: toMarketplaceCard(request.server.publicFiles, r),
      is_available: r.is_available === true,
      favourited_at: new Date(r.favourited_at!).toISOString(),
    })),
    meta: pageMeta(paging, total),
  };
};
