import type { SQL } from "drizzle-orm";
import { Placeholder } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "./client.js";
import { checkRows, type RowSchema } from "./rows-of.js";

// Dates and intervals stay text, as Drizzle's drivers leave them in every other query.
const TEXT = (value: string) => value;
const PGLITE_PARSERS = {
  1114: TEXT,
  1184: TEXT,
  1186: TEXT,
  1082: TEXT,
  1231: TEXT,
  1115: TEXT,
  1185: TEXT,
  1187: TEXT,
  1182: TEXT,
};

/** `instanceof` alone leaves a placeholder's name `any`; `sql.placeholder(name)` names are strings. */
const isPlaceholder = (value: unknown): value is Placeholder<string> => value instanceof Placeholder;

/** A string as an SQL literal (standard_conforming_strings is on: only the quote is special). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A named prepared statement for the hottest reads (docs/adr/0042), run outside transactions: the SQL text is
 * built once, with `sql.placeholder(…)` for its (text) values, and parsed and planned once per connection, then
 * only bound and run. On a PostgreSQL server node-postgres prepares it on each pooled connection; PGlite's driver
 * has no named statements, so the statement is PREPAREd once per database and run with EXECUTE. `name` must belong
 * to this one statement. Its rows are checked against `row` outside production, as rowsOf's are (ADR 0061).
 */
export function preparedRows<T>(
  name: string,
  row: RowSchema<T>,
  query: SQL,
): (database: Database, values: Record<string, string>) => Promise<T[]> {
  const compiled = new PgDialect().sqlToQuery(query);
  const order = compiled.params.map((p) => {
    if (!isPlaceholder(p)) throw new Error(`${name}: values of a prepared statement are placeholders`);
    return p.name;
  });
  // One prepared query per database: the test apps each have their own.
  const byDb = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  const preparedIn = new WeakMap<PGlite, Promise<unknown>>();
  return async (database, values) => {
    const { pglite } = database;
    if (pglite) {
      let ready = preparedIn.get(pglite);
      if (!ready) {
        ready = pglite.exec(`PREPARE ${name} AS ${compiled.sql}`);
        ready.catch(() => preparedIn.delete(pglite));
        preparedIn.set(pglite, ready);
      }
      await ready;
      const args = order.map((key) => literal(values[key] ?? ""));
      const result = await pglite.query(`EXECUTE ${name}(${args.join(", ")})`, [], { parsers: PGLITE_PARSERS });
      return checkRows(row, result.rows, compiled.sql);
    }
    let prepared = byDb.get(database.db);
    if (!prepared) {
      prepared = database.db._.session.prepareQuery(compiled, undefined, name, false);
      byDb.set(database.db, prepared);
    }
    return checkRows(row, ((await prepared.execute(values)) as { rows: unknown[] }).rows, compiled.sql);
  };
}
