import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { AppDb } from "./client.js";

const dialect = new PgDialect();

/**
 * rowsOf as a named prepared statement, for the hottest reads: on a PostgreSQL server each pooled connection parses
 * and plans it once, then only binds and runs it. `name` must belong to this one statement text (the server refuses
 * a known name with other text). PGlite runs it as an ordinary query.
 */
export async function preparedRowsOf<T>(db: AppDb, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
