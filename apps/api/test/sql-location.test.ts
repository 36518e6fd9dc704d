import { describe, expect, it } from "vitest";
import { mayHoldSql, sqlFindings } from "./sql-location.js";

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
    ["the raw read helper", "const rows = await rowsOf<Row>(db, query);", ["1: rowsOf(…)"]],
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
