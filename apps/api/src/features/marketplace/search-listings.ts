import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { featureFlags } from "../../kernels/settings/feature-flags.js";
import { invalidField } from "../../platform/openapi/refusal.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { viewTokenFor } from "./count-listing-views.js";
import { isKnownBot } from "./known-bots.js";
import { isCardRow, toMarketplaceCard } from "./marketplace-card.js";
import { searchFilterKey, searchQueryRefusal } from "./search-filters.js";
import { recommendedListingIds, SEARCH_RESULT_WINDOW, searchPage } from "./search-repository.js";
import { clock } from "../../platform/clock.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/**
 * GET /api/search/listings: public listings matching the filters, sorted, paged, in one statement
 * (searchStatement). A search that passed the 10,000-result window lately skips its count (LargeResultMemory).
 * Every listing on the page counts one impression (in memory; not for bots), or its page's beacon does (ADR 0075). While enableRecommendedListing is on,
 * this week's Recommended listings of the searched area head page 1, marked is_recommended (ADR 0032).
 */
export const searchListings: OperationHandler<"searchListings"> = async (request) => {
  const query = request.query;
  const contradiction = searchQueryRefusal(query);
  if (contradiction) return contradiction;
  const perPage = query.per_page ?? 20;
  const paging = pagingOf(query.page, perPage);
  if (paging.offset >= SEARCH_RESULT_WINDOW) {
    return invalidField("page", "Hanya 10.000 hasil pertama yang dapat ditampilkan. Persempit pencarian Anda.");
  }
  const memory = request.server.largeResults;
  const key = searchFilterKey(query);
  const knownLarge = memory.has(key);
  const db = publicReadDb(request);
  const recommendedIds =
    query.area_id && (await featureFlags(request.server)).enableRecommendedListing
      ? await recommendedListingIds(db, query, perPage, clock.now())
      : [];
  const rows = await searchPage(db, query, {
    viewerId: request.auth?.userId ?? null,
    skipCount: knownLarge,
    recommendedIds,
  });

  const counted = rows[0]!.total;
  const isEstimate = counted > SEARCH_RESULT_WINDOW;
  if (isEstimate && !knownLarge) memory.remember(key);
  const total = Math.min(counted, SEARCH_RESULT_WINDOW);
  const cards = rows.filter(isCardRow);
  const ids = cards.map((r) => r.id);
  const viewToken = ids.length > 0 ? await viewTokenFor(request, "i", ids) : undefined;
  if (ids.length > 0 && !viewToken && !isKnownBot(request.headers["user-agent"])) {
    request.server.listingMetrics.recordImpressions(ids);
  }
  return {
    data: cards.map((card) => toMarketplaceCard(request.server.publicFiles, card)),
    meta: {
      ...pageMeta(paging, total),
      total_is_estimate: isEstimate,
      ...(viewToken ? { view_token: viewToken } : {}),
    },
  };
};
