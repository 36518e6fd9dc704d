import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { COIN_ACTIVITY_LABELS } from "../../coins/coin-labels.js";
import type { CoinActivity } from "../../coins/ledger.js";
import { rowsOf } from "../../db/rows-of.js";
import { containsPattern, keywordOf, pageMeta, pagingOf } from "./coin-paging.js";

type UsageRow = {
  uuid: string;
  activity: CoinActivity;
  listing_number: string | null;
  listing_uuid: string | null;
  listing_name: string | null;
  amount: number;
  created_at: Date;
};

/** GET /api/v2/coins/usages?q: the agent's spends, newest first; q matches listing name or number, or the activity label. */
export const listCoinUsages: OperationHandler<"listCoinUsages"> = async (request) => {
  const { userId } = authOf(request);
  const { q, page } = request.query;
  const { db } = request.server.database;
  const paging = pagingOf(page);
  const keyword = keywordOf(q);
  let filter = sql`true`;
  if (keyword !== undefined) {
    const pattern = containsPattern(keyword);
    const activities = Object.entries(COIN_ACTIVITY_LABELS)
      .filter(([, label]) => label.toLowerCase().includes(keyword.toLowerCase()))
      .map(([activity]) => activity);
    filter = sql`(u.listing_name ILIKE ${pattern} OR u.listing_number ILIKE ${pattern}
      OR u.activity IN (SELECT json_array_elements_text(${JSON.stringify(activities)}::json)))`;
  }
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM coin_usages u WHERE u.user_id = ${userId} AND ${filter}`,
  );
  const rows = await rowsOf<UsageRow>(
    db,
    sql`
    SELECT u.uuid::text AS uuid, u.activity, u.listing_number, u.listing_uuid::text AS listing_uuid, u.listing_name,
      u.amount, u.created_at
    FROM coin_usages u
    WHERE u.user_id = ${userId} AND ${filter}
    ORDER BY u.created_at DESC, u.id DESC
    LIMIT ${paging.limit} OFFSET ${paging.offset}`,
  );
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      activity: r.activity,
      activity_label: COIN_ACTIVITY_LABELS[r.activity],
      listing_id: r.listing_number,
      listing_uuid: r.listing_uuid,
      listing_name: r.listing_name,
      amount: r.amount,
      used_at: new Date(r.created_at).toISOString(),
    })),
    meta: pageMeta(paging, count!.n),
  };
};
