import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { COIN_SOURCES, type CoinActivity } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { coinUsages } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

// The agent's coin history as the coin pages list it: batches, spends and transfers, a page at a time.

type Page = { limit: number; offset: number };

export const BatchListRow = v.object({
  uuid: v.string(),
  product_name: v.string(),
  source: v.picklist(COIN_SOURCES),
  amount: v.number(),
  remaining: v.number(),
  used: v.number(),
  transferred: v.number(),
  expired: v.boolean(),
  credited_at: v.string(),
  expires_at: v.string(),
});
export type BatchListRow = v.InferOutput<typeof BatchListRow>;

/**
 * The agent's batches on one tab with what was spent and transferred from each. Active: not yet expired (used-up
 * ones too), newest credit first. Expired: most recently expired first.
 */
export async function listBatches(
  db: AppDb,
  userId: number,
  expired: boolean,
  page: Page,
): Promise<{ total: number; rows: BatchListRow[] }> {
  const tab = expired ? sql`b.expires_at <= ${sqlNow()}` : sql`b.expires_at > ${sqlNow()}`;
  const order = expired ? sql`b.expires_at DESC, b.id DESC` : sql`b.credited_at DESC, b.id DESC`;
  const [counted] = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
    SELECT count(*)::int AS n FROM coin_batches b WHERE b.user_id = ${userId} AND ${tab}`,
  );
  const rows = await rowsOf(
    db,
    BatchListRow,
    sql`
    SELECT b.uuid::text AS uuid, b.product_name, b.source, b.amount, b.remaining, b.credited_at, b.expires_at,
      b.expires_at <= ${sqlNow()} AS expired,
      coalesce((SELECT sum(a.amount) FROM coin_usage_allocations a WHERE a.batch_id = b.id), 0)::int AS used,
      coalesce((SELECT sum(t.amount) FROM coin_transfers t WHERE t.source_batch_id = b.id), 0)::int AS transferred
    FROM coin_batches b
    WHERE b.user_id = ${userId} AND ${tab}
    ORDER BY ${order}
    LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { total: counted!.n, rows };
}

export const TransferListRow = v.object({
  uuid: v.string(),
  reference_number: v.string(),
  direction: v.picklist(["in", "out"]),
  email: v.string(),
  amount: v.number(),
  notes: v.nullable(v.string()),
  created_at: v.string(),
  expires_at: v.string(),
});
export type TransferListRow = v.InferOutput<typeof TransferListRow>;

/** Transfers the agent sent and received, newest first; `pattern` (ILIKE) matches reference, other e-mail, notes. */
export async function listTransfers(
  db: AppDb,
  userId: number,
  pattern: string | null,
  page: Page,
): Promise<{ total: number; rows: TransferListRow[] }> {
  // The other party: the recipient of what the agent sent, the sender of what the agent received.
  const base = sql`
    FROM coin_transfers t
    JOIN users other ON other.id = CASE WHEN t.sender_user_id = ${userId} THEN t.recipient_user_id ELSE t.sender_user_id END
    WHERE (t.sender_user_id = ${userId} OR t.recipient_user_id = ${userId})
      AND (${pattern}::text IS NULL OR t.reference_number ILIKE ${pattern} OR other.email ILIKE ${pattern}
        OR t.notes ILIKE ${pattern})`;
  const [counted] = await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n ${base}`);
  const rows = await rowsOf(
    db,
    TransferListRow,
    sql`
    SELECT t.uuid::text AS uuid, t.reference_number,
      CASE WHEN t.sender_user_id = ${userId} THEN 'out' ELSE 'in' END AS direction,
      other.email, t.amount, t.notes, t.created_at,
      (SELECT b.expires_at FROM coin_batches b WHERE b.id = t.recipient_batch_id) AS expires_at
    ${base}
    ORDER BY t.created_at DESC, t.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { total: counted!.n, rows };
}

export type UsageListRow = {
  uuid: string;
  activity: CoinActivity;
  listingNumber: string | null;
  listingUuid: string | null;
  listingName: string | null;
  amount: number;
  createdAt: Date;
};

/**
 * The agent's spends, newest first; with a keyword, `pattern` (ILIKE) matches the listing name or number and
 * `activities` are the activities whose label matched.
 */
export async function listUsages(
  db: AppDb,
  userId: number,
  keyword: { pattern: string; activities: CoinActivity[] } | undefined,
  page: Page,
): Promise<{ total: number; rows: UsageListRow[] }> {
  const filter: SQL | undefined =
    keyword &&
    or(
      ilike(coinUsages.listingName, keyword.pattern),
      ilike(coinUsages.listingNumber, keyword.pattern),
      inArray(coinUsages.activity, keyword.activities),
    );
  const where = and(eq(coinUsages.userId, userId), filter);
  const [counted] = await db.select({ n: count() }).from(coinUsages).where(where);
  const rows = await db
    .select({
      uuid: coinUsages.uuid,
      activity: coinUsages.activity,
      listingNumber: coinUsages.listingNumber,
      listingUuid: coinUsages.listingUuid,
      listingName: coinUsages.listingName,
      amount: coinUsages.amount,
      createdAt: coinUsages.createdAt,
    })
    .from(coinUsages)
    .where(where)
    .orderBy(desc(coinUsages.createdAt), desc(coinUsages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: counted!.n, rows: rows.map((r) => ({ ...r, activity: r.activity as CoinActivity })) };
}
