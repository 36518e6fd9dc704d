import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { rowsOf } from "../platform/db/rows-of.js";
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
    (SELECT count(*)::int FROM price_specializations) AS prices, (SELECT count(*)::int FROM social_medias) AS socials,
    (SELECT count(*)::int FROM agent_profiles) AS profiles, (SELECT count(*)::int FROM billing_informations) AS billing,
    (SELECT count(*)::int FROM enquiries) AS enquiries, (SELECT count(*)::int FROM agent_social_medias) AS links,
    (SELECT count(*)::int FROM projects) AS projects`,
  );
  return r!;
}

describe("profile seed", () => {
  it("seeds the reference lists, the settings and the demo profiles, leaving one agent without a bank account", async () => {
    expect(await counts()).toEqual({
      prices: 5,
      socials: 8,
      profiles: 2,
      billing: 2,
      enquiries: 4,
      links: 3,
      projects: 0,
    });
    const settings = await rowsOf(
      t.database.db,
      v.object({ key: v.string(), value: v.unknown() }),
      sql`
      SELECT key, value FROM app_settings WHERE key IN ('referral', 'membership_rules', 'phone_number_change') ORDER BY key`,
    );
    expect(settings).toEqual([
      { key: "membership_rules", value: { upgrade_min_remaining_days: 30 } },
      { key: "phone_number_change", value: { lock_days: 30 } },
      { key: "referral", value: { reward_coins: 20, validity_days: 365 } },
    ]);
    const rudi = await rowsOf(
      t.database.db,
      v.record(v.string(), v.unknown()),
      sql`SELECT 1 FROM billing_informations b JOIN users u ON u.id = b.user_id WHERE u.email = 'rudi@demo.id'`,
    );
    expect(rudi).toEqual([]);
  });

  it("is idempotent and never overwrites an agent's own edits", async () => {
    await t.database.db.execute(
      sql`UPDATE agent_profiles SET address = 'Alamat baru' WHERE user_id = (SELECT id FROM users WHERE email = 'agen@demo.id')`,
    );
    const before = await counts();
    await seed(t.database, { demo: true });
    expect(await counts()).toEqual(before);
    const [row] = await rowsOf(
      t.database.db,
      v.object({ address: v.string() }),
      sql`
      SELECT address FROM agent_profiles WHERE user_id = (SELECT id FROM users WHERE email = 'agen@demo.id')`,
    );
    expect(row!.address).toBe("Alamat baru");
  });
});
