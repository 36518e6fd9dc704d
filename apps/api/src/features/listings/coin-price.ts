import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/** Coins an action costs, from the editable coin_prices table (DECISIONS.md). */
export async function coinPrice(
  db: AppDb,
  activity: "ACTIVATE_LISTING" | "REPOST_LISTING" | "FEATURED_AGENT" | "RECOMMENDED_LISTING",
): Promise<number> {
  const [row] = await rowsOf<{ coins: number }>(db, sql`SELECT coins FROM coin_prices WHERE activity = ${activity}`);
  if (!row) throw new Error(`coin_prices has no ${activity}`);
  return row.coins;
}
