import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { preparedRows } from "./prepared-rows.js";
import { checkRows, rowsAreChecked, rowsOf } from "./rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const Count = v.object({ n: v.number() });

describe("rowsOf: raw reads checked against their row schema (ADR 0061)", () => {
  it("answers the rows as the driver gave them, columns the schema does not name included", async () => {
    const rows = await rowsOf(t.database.db, Count, sql`SELECT 2::int AS n, 'extra' AS note`);
    expect(rows).toEqual([{ n: 2, note: "extra" }]);
  });

  it("refuses a row of another shape, naming the column and the query", async () => {
    const read = rowsOf(t.database.db, Count, sql`SELECT 'dua' AS n`);
    await expect(read).rejects.toThrow(/Row 0 does not match its schema:[\s\S]*n[\s\S]*SELECT 'dua' AS n/);
  });

  it("reads timestamps as text and bigint as the driver's type, as the schemas say", async () => {
    const [row] = await rowsOf(
      t.database.db,
      v.object({ at: v.string(), big: v.union([v.string(), v.number()]) }),
      sql`SELECT now() AS at, count(*) AS big FROM users`,
    );
    expect(typeof row!.at).toBe("string");
    expect(Number(row!.big)).toBeGreaterThan(0);
  });

  it("checks a prepared statement's rows too", async () => {
    const wrong = preparedRows(
      "rows_of_test",
      v.object({ n: v.string() }),
      sql`SELECT ${sql.placeholder("n")}::int AS n`,
    );
    await expect(wrong(t.database, { n: "1" })).rejects.toThrow(/does not match its schema/);
  });

  it("skips the check in production, and only there", () => {
    expect(rowsAreChecked({ NODE_ENV: "production" })).toBe(false);
    expect([
      rowsAreChecked({ NODE_ENV: "test" }),
      rowsAreChecked({ NODE_ENV: "development" }),
      rowsAreChecked({}),
    ]).toEqual([true, true, true]);
    const rows = [{ n: "dua" }];
    expect(checkRows(Count, rows, "SELECT 'dua' AS n", false)).toBe(rows);
    expect(() => checkRows(Count, rows, "SELECT 'dua' AS n", true)).toThrow(/does not match/);
  });
});
