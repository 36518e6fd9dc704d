import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { ledgerBooks } from "../../test/coins.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { bigintColumn, rowsOf } from "../platform/db/rows-of.js";
import { seedCoinDemo } from "./coin-seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoIds = async () =>
  (
    await rowsOf(t.database.db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE email LIKE '%@demo.id'`)
  ).map((r) => r.id);

describe("demo coin seed", () => {
  it("writes balanced books for the demo agents", async () => {
    const books = await ledgerBooks(t.database.db, await demoIds());
    expect(books.credited).toBe(books.remaining + books.spent + books.sent);
    expect(books.spent).toBeGreaterThan(0);
    expect(books.sent).toBe(35);
    expect(books.min_remaining).toBeGreaterThanOrEqual(0);
  });

  it("adds nothing when run again", async () => {
    const count = async () =>
      (
        await rowsOf(
          t.database.db,
          v.object({ n: bigintColumn }),
          sql`
      SELECT (SELECT count(*) FROM coin_batches) + (SELECT count(*) FROM coin_usages) + (SELECT count(*) FROM coin_transfers) AS n`,
        )
      )[0]!.n;
    const before = await count();
    await seedCoinDemo(t.database.db);
    expect(await count()).toBe(before);
  });
});
