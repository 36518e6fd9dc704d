import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { migrate } from "./migrate.js";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "migrations-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const file = (name: string) => writeFileSync(join(dir, name), `CREATE TABLE probe_${name.slice(0, 4)} (id int);`);

describe("migrate", () => {
  it("applies a file numbered below files already applied (a reserved number that lands later), once", async () => {
    file("9001_first.sql");
    file("9003_third.sql");
    expect(await migrate(t.database, dir)).toEqual(["9001_first.sql", "9003_third.sql"]);
    file("9002_second.sql");
    expect(await migrate(t.database, dir)).toEqual(["9002_second.sql"]);
    expect(await migrate(t.database, dir)).toEqual([]);
  });
});
