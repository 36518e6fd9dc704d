import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { containsPattern, keywordOf, pageMeta, pagingOf } from "./coin-paging.js";
import { presentTransfer } from "./present-transfer.js";

type TransferListRow = {
  uuid: string;
  reference_number: string;
  direction: "in" | "out";
  email: string;
  amount: number;
  notes: string | null;
  created_at: Date;
  expires_at: Date;
};

/** GET /api/coin_transfers?q: transfers the agent sent and received, newest first; q matches reference, e-mail, notes. */
export const listCoinTransfers: OperationHandler<"listCoinTransfers"> = async (request) => {
  const { userId } = authOf(request);
  const { q, page } = request.query;
  const { db } = request.server.database;
  const paging = pagingOf(page);
  const keyword = keywordOf(q);
  const pattern = keyword === undefined ? null : containsPattern(keyword);
  // The other party: the recipient of what the agent sent, the sender of what the agent received.
  const base = sql`
    FROM coin_transfers t
    JOIN users other ON other.id = CASE WHEN t.sender_user_id = ${userId} THEN t.recipient_user_id ELSE t.sender_user_id END
    WHERE (t.sender_user_id = ${userId} OR t.recipient_user_id = ${userId})
      AND (${pattern}::text IS NULL OR t.reference_number ILIKE ${pattern} OR other.email ILIKE ${pattern}
        OR t.notes ILIKE ${pattern})`;
  const [count] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n ${base}`);
  const rows = await rowsOf<TransferListRow>(
    db,
    sql`
    SELECT t.uuid::text AS uuid, t.reference_number,
      CASE WHEN t.sender_user_id = ${userId} THEN 'out' ELSE 'in' END AS direction,
      other.email, t.amount, t.notes, t.created_at,
      (SELECT b.expires_at FROM coin_batches b WHERE b.id = t.recipient_batch_id) AS expires_at
    ${base}
    ORDER BY t.created_at DESC, t.id DESC
    LIMIT ${paging.limit} OFFSET ${paging.offset}`,
  );
  return { data: rows.map((r) => presentTransfer(r)), meta: pageMeta(paging, count!.n) };
};
