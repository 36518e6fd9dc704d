import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { COIN_SOURCE_LABELS } from "../../coins/coin-labels.js";
import type { CoinSource } from "../../coins/ledger.js";
import { rowsOf } from "../../db/rows-of.js";
import { pageMeta, pagingOf } from "./coin-paging.js";

type BatchRow = {
  uuid: string;
  product_name: string;
  source: CoinSource;
  amount: number;
  remaining: number;
  used: number;
  transferred: number;
  expired: boolean;
  credited_at: Date;
  expires_at: Date;
};

/**
 * GET /api/coins/purchases?category=active|expired: the agent's batches. Active: not yet expired (used-up ones
 * too), newest credit first. Expired: most recently expired first; what was left in them counts as expired.
 */
export const listCoinPurchases: OperationHandler<"listCoinPurchases"> = async (request) => {
  const { userId } = authOf(request);
  const { category = "active", page } = request.query;
  const { db } = request.server.database;
  const paging = pagingOf(page);
  const expired = category === "expired";
  const tab = expired ? sql`b.expires_at <= now()` : sql`b.expires_at > now()`;
  const order = expired ? sql`b.expires_at DESC, b.id DESC` : sql`b.credited_at DESC, b.id DESC`;
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM coin_batches b WHERE b.user_id = ${userId} AND ${tab}`,
  );
  const rows = await rowsOf<BatchRow>(
    db,
    sql`
    SELECT b.uuid::text AS uuid, b.product_name, b.source, b.amount, b.remaining, b.credited_at, b.expires_at,
      b.expires_at <= now() AS expired,
      coalesce((SELECT sum(a.amount) FROM coin_usage_allocations a WHERE a.batch_id = b.id), 0)::int AS used,
      coalesce((SELECT sum(t.amount) FROM coin_transfers t WHERE t.source_batch_id = b.id), 0)::int AS transferred
    FROM coin_batches b
    WHERE b.user_id = ${userId} AND ${tab}
    ORDER BY ${order}
    LIMIT ${paging.limit} OFFSET ${paging.offset}`,
  );
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
    meta: pageMeta(paging, count!.n),
  };
};
