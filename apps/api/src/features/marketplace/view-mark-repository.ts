import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import type { ViewKind } from "./view-token.js";

/** One view a beacon reported: this client saw this listing (kind) in the hour starting at hour_start. */
export type ViewMark = { client_key: string; listing_id: number; kind: ViewKind; hour_start: string };

/** Writes the marks not yet written and returns those: the views to count (a replayed one is already there). */
export async function insertNewViewMarks(db: AppDb, marks: readonly ViewMark[]): Promise<ViewMark[]> {
  return rowsOf(
    db,
    v.object({
      client_key: v.string(),
      listing_id: v.number(),
      kind: v.picklist(["i", "v"]),
      hour_start: v.string(),
    }),
    sql`
    INSERT INTO listing_view_marks (client_key, listing_id, kind, hour_start)
    SELECT client_key, listing_id, kind, hour_start
    FROM json_to_recordset(${JSON.stringify(marks)}::json)
      AS m(client_key text, listing_id int, kind text, hour_start timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING client_key, listing_id, kind, hour_start::text`,
  );
}

/** Marks of hours long gone: a token lives 15 minutes, so no beacon can count in them any more. */
export async function deleteViewMarksBefore(db: AppDb, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM listing_view_marks WHERE hour_start < ${before.toISOString()}::timestamptz`);
}
