import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mayHoldSql, readsRowsItself, sqlFindings, uncheckedReadFindings } from "./sql-location.js";

/**
 * House rules of ADR 0045/0046: request parts are never cast (handlers are typed by their operationId through the
 * `Handlers` table itself), and SQL lives in repositories (and src/db: client, migrations, seed); see
 * sql-location.ts for what counts as SQL. ADR 0061: every raw read checks its rows against a schema.
 */
const apiDir = join(import.meta.dirname, "..");
const sources = globSync("src/**/*.ts", { cwd: apiDir })
  .filter((f) => !f.endsWith(".test.ts"))
  .sort();
const read = (file: string) => readFileSync(join(apiDir, file), "utf8");

function offenders(rule: RegExp, exempt: (file: string) => boolean = () => false): string[] {
  return sources.filter((f) => !exempt(f) && rule.test(read(f)));
}

describe("house rules", () => {
  it("keeps SQL in repositories (and src/db): no fragments, builder calls or raw reads elsewhere", () => {
    const holdsSql = sources
      .filter((f) => !mayHoldSql(f))
      .flatMap((f) => sqlFindings(read(f), f).map((found) => `${f}:${found}`));
    expect(holdsSql).toEqual([]);
  });

  it("checks the rows of every raw read against a schema (rowsOf, preparedRows)", () => {
    const unchecked = sources
      .filter((f) => !readsRowsItself(f))
      .flatMap((f) => uncheckedReadFindings(read(f), f).map((found) => `${f}:${found}`));
    expect(unchecked).toEqual([]);
  });

  it("never casts a request's body, query or params", () => {
    expect(offenders(/request\.(body|query|params) as /)).toEqual([]);
  });
});
