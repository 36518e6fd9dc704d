import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import * as v from "valibot";
import type { AppDb } from "./client.js";

/**
 * What one row of a raw query holds, written next to the query (ADR 0061). It only checks: the rows are returned
 * as the driver gave them, so a transform or default would act in tests and not in production. Both drivers
 * give timestamps, dates and intervals as text, `bigint` and `numeric` as text on a server (numbers on PGlite), and
 * `json` as parsed values.
 */
export type RowSchema<T> = v.GenericSchema<T>;

/** A `bigint` or `numeric` value as it arrives: text on a PostgreSQL server, a number on PGlite. */
export const bigintColumn = v.union([v.string(), v.number()]);

/** Rows are checked everywhere but in production, where every query has already run in the tests. */
export const rowsAreChecked = (env: NodeJS.ProcessEnv) => env.NODE_ENV !== "production";
const CHECKING = rowsAreChecked(process.env);

/** Throws when a row does not have the shape the query's schema says, naming the column and the query. */
export function checkRows<T>(row: RowSchema<T>, rows: unknown[], query: SQL | string, checking = CHECKING): T[] {
  if (!checking) return rows as T[];
  for (const [index, value] of rows.entries()) {
    const result = v.safeParse(row, value);
    if (!result.success) {
      const text = typeof query === "string" ? query : new PgDialect().sqlToQuery(query).sql;
      throw new Error(`Row ${index} does not match its schema: ${v.summarize(result.issues)}\nin ${text.trim()}`);
    }
  }
  return rows as T[];
}

/** Runs a raw SQL read and returns its rows, checked against `row` outside production (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: AppDb, row: RowSchema<T>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  return checkRows(row, result.rows, query);
}

/** Statement names kept before the memory starts again (a search's filters make a few hundred shapes at most). */
const MAX_NAMES = 1000;
const names = new Map<string, string>();
const dialect = new PgDialect();

/** One name per text: node-postgres parses a named statement once per connection and refuses a name reused. */
function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * rowsOf for a read whose SQL text takes a few shapes, each run very often (the public search): every shape is a
 * named statement, parsed and planned once per connection and then only bound and run (ADR 0076). PGlite has no
 * named statements and runs it as rowsOf does.
 */
export async function shapedRowsOf<T>(db: AppDb, row: RowSchema<T>, prefix: string, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, statementName(prefix, compiled.sql), false);
  const result = (await prepared.execute()) as { rows: unknown[] };
  return checkRows(row, result.rows, compiled.sql);
}
