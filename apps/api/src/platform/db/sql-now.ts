import { sql, type SQL } from "drizzle-orm";
import { clock } from "../clock.js";

/** The clock's instant as a bound timestamptz, in place of SQL's own clock (ADR 0062). */
export function sqlNow(at: Date = clock.now()): SQL {
  return sql`${at}::timestamptz`;
}
