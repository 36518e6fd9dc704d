import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { migrate } from "../platform/db/migrate.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { verifyPassword } from "../kernels/auth/password.js";
import { DEMO_PASSWORD, demoAgents } from "./demo-agents.js";
import { seed } from "./seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const [r] = await rowsOf(
    t.database.db,
    v.record(v.string(), v.number()),
    sql`SELECT
    (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM memberships) AS memberships,
    (SELECT count(*)::int FROM villages) AS villages, (SELECT count(*)::int FROM field_rules) AS field_rules,
    (SELECT count(*)::int FROM facilities) AS facilities, (SELECT count(*)::int FROM agent_offices) AS offices`,
  );
  return r!;
}

describe("seeding and migrations", () => {
  it("seeds a realistic catalogue", async () => {
    const c = await counts();
    expect(c.users).toBeGreaterThanOrEqual(5);
    expect(c.villages).toBeGreaterThan(80_000);
    expect(c.field_rules).toBe(8 * 10);
    expect(c.facilities).toBeGreaterThan(10);
    expect(c.offices).toBeGreaterThan(3);
  });

  it("is idempotent: running again adds nothing", async () => {
    const before = await counts();
    await seed(t.database, { demo: true });
    expect(await migrate(t.database)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it("gives every demo account its own password hash (its own salt), each verifying the demo password", async () => {
    const rows = await rowsOf(
      t.database.db,
      v.object({ email: v.string(), password_hash: v.string() }),
      sql`
      SELECT email, password_hash FROM users WHERE email IN (SELECT json_array_elements_text(${JSON.stringify(demoAgents.map((a) => a.email))}::json))`,
    );
    expect(rows).toHaveLength(demoAgents.length);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(demoAgents.length);
    for (const row of rows) expect(await verifyPassword(row.password_hash, DEMO_PASSWORD), row.email).toBe(true);
  });

  it("keeps catalogue prices and quotas as data", async () => {
    const tiers = await rowsOf(
      t.database.db,
      v.object({ code: v.string(), price: v.number(), listing_slots: v.number() }),
      sql`SELECT code, price, listing_slots FROM membership_tiers ORDER BY price`,
    );
    expect(tiers.map((x) => x.code)).toEqual(["TRIAL", "SILVER", "GOLD", "PLATINUM"]);
    expect(tiers.find((x) => x.code === "GOLD")).toMatchObject({ price: 3_000_000, listing_slots: 30 });
  });
});
