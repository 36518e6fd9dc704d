import type { SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { AppDb } from "./client.js";

/**
 * A named prepared statement for the hottest reads (docs/adr/0042): the SQL text is built once, with
 * `sql.placeholder(…)` for its values; on a PostgreSQL server each pooled connection parses and plans it once, then
 * only binds and runs it. `name` must belong to this one statement (the server refuses a known name with other
 * text). PGlite runs it as an ordinary query.
 */
export function preparedRows<T>(name: string, query: SQL): (db: AppDb, values: Record<string, unknown>) => Promise<T[]> {
  const compiled = new PgDialect().sqlToQuery(query);
  // One prepared query per database (or transaction) session: the test apps each have their own.
  const bySession = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, values) => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(compiled, undefined, name, false);
      bySession.set(session, prepared);
    }
    return ((await prepared.execute(values)) as unknown as { rows: T[] }).rows;
  };
}
