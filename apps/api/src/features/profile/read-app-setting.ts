import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/** One app_settings value (seeded, editable without a deploy). A missing key is a setup bug, not a user error. */
export async function readAppSetting<T>(db: AppDb, key: string): Promise<T> {
  const rows = await rowsOf<{ value: T }>(db, sql`SELECT value FROM app_settings WHERE key = ${key}`);
  if (rows.length === 0) throw new Error(`app_settings.${key} is missing; run the seed`);
  return rows[0]!.value;
}
