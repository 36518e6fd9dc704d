import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { COIN_ACTIVITY_LABELS } from "../../kernels/coins/coin-labels.js";
import type { CoinActivity } from "../../kernels/coins/ledger.js";
import { listUsages } from "./coin-history-repository.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { COIN_PAGE_SIZE, containsPattern, keywordOf } from "./coin-paging.js";

/** GET /api/v2/coins/usages?q: the agent's spends, newest first; q matches listing name or number, or the activity label. */
export const listCoinUsages: OperationHandler<"listCoinUsages"> = async (request) => {
  const { userId } = authOf(request);
  const { q, page } = request.query;
  const { db } = request.server.database;
  const paging = pagingOf(page, COIN_PAGE_SIZE);
  const keyword = keywordOf(q);
  const search =
    keyword === undefined
      ? undefined
      : {
          pattern: containsPattern(keyword),
          activities: (Object.keys(COIN_ACTIVITY_LABELS) as CoinActivity[]).filter((activity) =>
            COIN_ACTIVITY_LABELS[activity].toLowerCase().includes(keyword.toLowerCase()),
          ),
        };
  const { total, rows } = await listUsages(db, userId, search, paging);
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      activity: r.activity,
      activity_label: COIN_ACTIVITY_LABELS[r.activity],
      listing_id: r.listingNumber,
      listing_uuid: r.listingUuid,
      listing_name: r.listingName,
      amount: r.amount,
      used_at: new Date(r.createdAt).toISOString(),
    })),
    meta: pageMeta(paging, total),
  };
};
