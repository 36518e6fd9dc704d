import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

const INT_MAX = 2_147_483_647;

/** Counts to add to one listing: visits, impressions, contacts. */
export type CounterDelta = { id: number; v: number; i: number; c: number };

/** Locks the listings of `ids` that no other transaction holds (skipping, not waiting for, the others). */
export async function lockFreeListings(tx: AppDb, ids: readonly number[]): Promise<number[]> {
  const rows = JSON.stringify(ids.map((id) => ({ id })));
  const locked = await rowsOf(
    tx,
    v.object({ id: v.number() }),
    sql`
    SELECT id FROM listings WHERE id IN (SELECT id FROM json_to_recordset(${rows}::json) AS d(id int))
    FOR UPDATE SKIP LOCKED`,
  );
  return locked.map((r) => r.id);
}

/** Adds the deltas to the counters of the listings `lockedIds` (the others are left alone), capped at int's max. */
export async function addListingCounts(
  tx: AppDb,
  deltas: readonly CounterDelta[],
  lockedIds: readonly number[],
): Promise<void> {
  await tx.execute(sql`
    UPDATE listings l SET
      visit_count = least(l.visit_count::bigint + d.v, ${INT_MAX})::int,
      impression_count = least(l.impression_count::bigint + d.i, ${INT_MAX})::int,
      contact_count = least(l.contact_count::bigint + d.c, ${INT_MAX})::int
    FROM json_to_recordset(${JSON.stringify(deltas)}::json) AS d(id int, v int, i int, c int)
    WHERE l.id = d.id AND l.id IN (SELECT json_array_elements_text(${JSON.stringify(lockedIds)}::json)::int)`);
}

/** Which of `ids` are still listings. */
export async function existingListingIds(db: AppDb, ids: readonly number[]): Promise<number[]> {
  const alive = await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM listings
    WHERE id IN (SELECT json_array_elements_text(${JSON.stringify(ids)}::json)::int)`,
  );
  return alive.map((r) => r.id);
}
