import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { COIN_SOURCE_LABELS } from "../../kernels/coins/coin-labels.js";
import { listBatches } from "./coin-history-repository.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { COIN_PAGE_SIZE } from "./coin-paging.js";

/**
 * GET /api/coins/purchases?category=active|expired: the agent's batches. Active: not yet expired (used-up ones
 * too), newest credit first. Expired: most recently expired first; what was left in them counts as expired.
 */
export const listCoinPurchases: OperationHandler<"listCoinPurchases"> = async (request) => {
  const { userId } = authOf(request);
  const { category = "active", page } = request.query;
  const { db } = request.server.database;
  const paging = pagingOf(page, COIN_PAGE_SIZE);
  const { total, rows } = await listBatches(db, userId, category === "expired", paging);
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      product_name: r.product_name,
      source: r.source,
      source_label: COIN_SOURCE_LABELS[r.source],
      amount: r.amount,
      used: r.used,
      transferred: r.transferred,
      expired: r.expired ? r.remaining : 0,
      remaining: r.expired ? 0 : r.remaining,
      active_at: new Date(r.credited_at).toISOString(),
      expires_at: new Date(r.expires_at).toISOString(),
    })),
    meta: pageMeta(paging, total),
  };
};
