import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mayHoldSql, readsRowsItself, sqlFindings, uncheckedReadFindings } from "./sql-location.js";

/**
 * House rules of ADR 0045/0046/0059: request parts are never cast (handlers are typed by their operationId through
 * the `Handlers` table itself), SQL lives in repositories (and src/platform/db: client, migrations; src/seed;
 * see sql-location.ts for what counts as SQL), a rule's refusal is returned, typed by the contract, not thrown, and
 * every raw read checks its rows against a schema (ADR 0061), and business time comes from the one clock (ADR 0062).
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
  it("keeps SQL in repositories (and the database layer, the seed): no fragments, builder calls or raw reads elsewhere", () => {
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

  it("throws HttpError only for 401, 403, 429 and 5xx outside src/platform/http: a refusal is returned (ADR 0059)", () => {
    // src/http holds the error handler and the request hooks that run before any operation (JSON, NUL
    // characters, X-Timezone, the development tools' 404).
    const thrown = sources
      .filter((f) => !f.startsWith("src/platform/http/"))
      .flatMap((f) =>
        [...read(f).matchAll(/new HttpError\(\s*([^,)]*)|\bvalidationFailed\(/g)]
          .filter((m) => !/^(401|403|429|5\d\d)$/.test(m[1]?.trim() ?? ""))
          .map((m) => `${f}: ${m[0]}`),
      );
    expect(thrown).toEqual([]);
  });

  it("reads business time from the one clock: no SQL now() and no machine time outside the machinery (ADR 0062)", () => {
    // SQL's own clock stamps only when a migration was applied, a job ran and a rate-limit window opened.
    const machinery = new Set([
      "src/platform/clock.ts",
      "src/platform/db/migrate.ts",
      "src/platform/scheduler/job-run-repository.ts",
      "src/platform/rate-limit/rate-limit-repository.ts",
    ]);
    const reads = sources
      .filter((f) => !machinery.has(f))
      .flatMap((f) =>
        [...read(f).matchAll(/(?<![\w.])now\(\)|\bnew Date\(\)|\bDate\.now\(\)/g)].map((m) => `${f}: ${m[0]}`),
      );
    expect(reads).toEqual([]);
  });
});
