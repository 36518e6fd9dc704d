import { describe, expect, it } from "vitest";
import { mayHoldSql, readsRowsItself, sqlFindings, uncheckedReadFindings } from "./sql-location.js";

describe("sqlFindings: SQL outside repositories", () => {
  it.each([
    [
      "a sql fragment",
      'import { sql } from "drizzle-orm";\nexport const open = sql`l.status = ${"ACTIVE"}`;',
      ["1: imports drizzle-orm", "2: sql`…`"],
    ],
    ["a typed fragment with sql re-exported from elsewhere", "const n = sql<number>`count(*)`;", ["1: sql`…`"]],
    ["a fragment through a namespace", "const q = orm.sql`SELECT 1`;", ["1: sql`…`"]],
    ["an aliased import", 'import { sql as q, eq } from "drizzle-orm/sql";', ["1: imports drizzle-orm"]],
    ["a namespace import", 'import * as orm from "drizzle-orm";', ["1: imports drizzle-orm"]],
    ["the raw read helper", "const rows = await rowsOf(db, Row, query);", ["1: rowsOf(…)"]],
    ["a select on db", "await db.select().from(users);", ["1: db.select"]],
    ["an insert in a transaction", "await tx.insert(users).values(v);", ["1: tx.insert"]],
    ["an update on trx", "await trx.update(users).set(v);", ["1: trx.update"]],
    ["a delete on a nested database", "await request.server.database.db.delete(users);", ["1: db.delete"]],
    ["execute on this.db", "await this.db.execute(query);", ["1: db.execute"]],
    [
      "a chain split over lines",
      "await db\n  .selectDistinct({ id: users.id })\n  .from(users);",
      ["1: db.selectDistinct"],
    ],
    ["relational queries", "await db.query.users.findMany();", ["1: db.query"]],
    [
      "a camelCase database name",
      "await lockedTx.update(x);\nawait appDb.$count(x);",
      ["1: lockedTx.update", "2: appDb.$count"],
    ],
    ["a CTE", "await db.with(recent).select().from(recent);", ["1: db.with"]],
  ])("finds %s", (_, source, expected) => {
    expect(sqlFindings(source)).toEqual(expected);
  });

  it.each([
    ["a transaction opened by a service", "await db.transaction(async (tx) => saveOrder(tx, order));"],
    ["type-only imports", 'import type { SQL } from "drizzle-orm";\nimport { type AnyColumn } from "drizzle-orm";'],
    ["a hash's update", 'createHash("sha256").update(token).digest("hex");'],
    ["a Map's and the storage's delete", "this.seenAt.delete(key);\nawait storage.delete(photoKey);"],
    ["a request's query", "const page = request.query.page;"],
    ["words in comments and strings", '// db.select() and sql`x` here are prose\nconst s = "tx.insert(users) rowsOf";'],
    ["names that only contain db or tx", "await dbx.select(); await mytx.insert(a); await context.update(b);"],
    ["a template tagged with another function", "const t = html`<p>${x}</p>`;"],
  ])("allows %s", (_, source) => {
    expect(sqlFindings(source)).toEqual([]);
  });
});

describe("mayHoldSql", () => {
  it("exempts repositories and the database layer only", () => {
    expect(mayHoldSql("src/features/orders/order-repository.ts")).toBe(true);
    expect(mayHoldSql("src/platform/db/client.ts")).toBe(true);
    expect(mayHoldSql("src/seed/seed.ts")).toBe(true);
    expect(mayHoldSql("src/features/orders/create-order.ts")).toBe(false);
    expect(mayHoldSql("src/features/db/helper.ts")).toBe(false);
    expect(mayHoldSql("src/features/orders/repository.ts")).toBe(false);
  });
});

describe("uncheckedReadFindings: raw reads without a row schema", () => {
  it.each([
    [
      "rowsOf typed by hand",
      "const rows = await rowsOf<{ id: number }>(db, Row, query);",
      ["1: rowsOf(…) without a row schema"],
    ],
    ["rowsOf without a schema", "const rows = await rowsOf(db, query);", ["1: rowsOf(…) without a row schema"]],
    [
      "a prepared statement without a schema",
      'const find = preparedRows<Row>("find", query);',
      ["1: preparedRows(…) without a row schema"],
    ],
    ["rows read off execute", "const { rows } = await db.execute(query);", ["1: rows of db.execute(…) read unchecked"]],
    ["execute returned", "return tx.execute(query);", ["1: rows of tx.execute(…) read unchecked"]],
    [
      "execute read in place",
      "const n = (await request.server.database.db.execute(query)).rows.length;",
      ["1: rows of db.execute(…) read unchecked"],
    ],
    [
      "a driver's query kept",
      "const result = await pglite.query(text);",
      ["1: rows of pglite.query(…) read unchecked"],
    ],
    [
      "a prepared query",
      "const p = db._.session.prepareQuery(compiled, undefined, name, false);",
      ["1: prepareQuery(…)"],
    ],
  ])("finds %s", (_, source, expected) => {
    expect(uncheckedReadFindings(source)).toEqual(expected);
  });

  it.each([
    ["a checked read", "const rows = await rowsOf(db, v.object({ id: v.number() }), sql`SELECT id FROM users`);"],
    ["a checked prepared statement", 'const find = preparedRows("find", Row, query);'],
    ["a statement run for its effect", "await tx.execute(sql`UPDATE users SET name = ${name}`);"],
    ["one whose answer is dropped", "void db.execute(query);\nawait pool.query(text);"],
    ["the builder", "const rows = await db.select().from(users);"],
    [
      "a request's query or a client that is not a database",
      "const q = request.query;\nconst r = await http.query(x);",
    ],
  ])("allows %s", (_, source) => {
    expect(uncheckedReadFindings(source)).toEqual([]);
  });

  it("leaves the checked readers themselves to their own tests", () => {
    expect(readsRowsItself("src/platform/db/rows-of.ts")).toBe(true);
    expect(readsRowsItself("src/platform/db/prepared-rows.ts")).toBe(true);
    expect(readsRowsItself("src/seed/seed.ts")).toBe(false);
  });
});
