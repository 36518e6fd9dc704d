import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { LISTING_NOT_FOUND } from "./get-marketplace-listing.js";
import { viewTokenFor } from "./count-listing-views.js";
import { isKnownBot } from "./known-bots.js";
import { isCardRow, toMarketplaceCard } from "./marketplace-card.js";
import { findAgentListings, findSimilarListings, findSimilarSubject } from "./similar-listings-repository.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/**
 * GET /api/search/listings/{uuid}/similar: the listing page's "Properti serupa" and "Listing lain dari agen ini"
 * (docs/product/marketplace.md#similar-listings; ADR 0069). The same answer for everyone (no favourite flags). A
 * listing appears in one list at most; every card answered counts one impression (in memory; not for bots), as a
 * search page's do, or the page's beacon counts them (ADR 0075). A listing that is not public is a 404, like its page.
 */
export const getSimilarListings: OperationHandler<"getSimilarListings"> = async (request) => {
  const db = publicReadDb(request);
  const subject = await findSimilarSubject(db, request.params.uuid);
  if (!subject) return notFound(LISTING_NOT_FOUND);
  const similar = (await findSimilarListings(db, subject)).filter(isCardRow);
  const fromAgent = (
    await findAgentListings(db, subject.user_id, [subject.id, ...similar.map((row) => row.id)])
  ).filter(isCardRow);
  const ids = [...similar, ...fromAgent].map((row) => row.id);
  const viewToken = ids.length > 0 ? await viewTokenFor(request, "i", ids) : undefined;
  if (ids.length > 0 && !viewToken && !isKnownBot(request.headers["user-agent"])) {
    request.server.listingMetrics.recordImpressions(ids);
  }
  const files = request.server.publicFiles;
  return {
    data: {
      similar: similar.map((row) => toMarketplaceCard(files, row)),
      agent_listings: fromAgent.map((row) => toMarketplaceCard(files, row)),
      ...(viewToken ? { view_token: viewToken } : {}),
    },
  };
};
