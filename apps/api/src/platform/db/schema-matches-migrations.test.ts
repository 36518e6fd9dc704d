import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "./rows-of.js";
import * as schema from "./schema.js";

const ColumnRow = v.object({
  table_name: v.string(),
  column_name: v.string(),
  is_nullable: v.picklist(["YES", "NO"]),
  udt_name: v.string(),
});
type ColumnRow = v.InferOutput<typeof ColumnRow>;

/** The database's own names for the types drizzle-kit writes (arrays are `_name`). */
const SQL_TYPE: Record<string, string> = {
  text: "text",
  integer: "int4",
  serial: "int4",
  bigint: "int8",
  bigserial: "int8",
  boolean: "bool",
  uuid: "uuid",
  jsonb: "jsonb",
  "double precision": "float8",
  date: "date",
  "timestamp with time zone": "timestamptz",
  tsvector: "tsvector",
};

function udtOf(sqlType: string): string {
  const array = sqlType.endsWith("[]");
  const base = SQL_TYPE[sqlType.replace(/\[\]$/, "")] ?? sqlType;
  return array ? `_${base}` : base;
}

/** db/schema.ts is generated from the migrations; a migration without a regenerated schema fails here. */
describe("db/schema.ts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has every table and column the migrations create, with their types and nullability", async () => {
    const rows = await rowsOf(
      t.database.db,
      ColumnRow,
      sql`
      SELECT table_name, column_name, is_nullable, udt_name FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    );
    const fromDatabase = rows.map(
      (r) => `${r.table_name}.${r.column_name} ${r.udt_name}${r.is_nullable === "NO" ? " not null" : ""}`,
    );
    const fromSchema = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((table) => {
        const { name, columns } = getTableConfig(table);
        return columns.map((c) => `${name}.${c.name} ${udtOf(c.getSQLType())}${c.notNull ? " not null" : ""}`);
      })
      .sort();
    expect(fromSchema).toEqual([...fromDatabase].sort());
  });
});
