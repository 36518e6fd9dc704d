import type { SQL } from "drizzle-orm";
import type { AppDb } from "./client.js";

/** Runs raw SQL and returns its rows typed as T (both drivers answer with `{ rows }`). */
export async function rowsOf<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
