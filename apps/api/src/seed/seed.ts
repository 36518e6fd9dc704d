import { sql } from "drizzle-orm";
import * as v from "valibot";
import { hashPassword } from "../kernels/auth/password.js";
import type { Database } from "../platform/db/client.js";
import * as data from "./catalogue-data.js";
import { DEMO_PASSWORD, demoAgents } from "./demo-agents.js";
import { seedRegions } from "./regional-seed.js";
import { refreshPlaceSlugs } from "../features/landing/index.js";
import { seedProfileDemo, seedProfileReference } from "./profile-seed.js";
import { seedCoinDemo } from "./coin-seed.js";
import { seedCommerceDemo, seedCommerceReference } from "./commerce-seed.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { clock } from "../platform/clock.js";

export const SEED_LOCK_KEY = 727_002;

/** Reference data every installation needs: regions, the catalogue, tiers and settings. Idempotent. */
async function seedReference(database: Database): Promise<void> {
  const { db } = database;
  await seedRegions(db);
  await refreshPlaceSlugs(db);
  for (const [i, t] of data.agentTypes.entries()) {
    await db.execute(sql`INSERT INTO agent_types (code, name, sort_order) VALUES (${t.code}, ${t.name}, ${i})
      ON CONFLICT (code) DO NOTHING`);
  }
  for (const o of data.agentOffices) {
    await db.execute(sql`INSERT INTO agent_offices (name, city_id, address) VALUES (${o.name}, ${o.cityId}, ${o.address})
      ON CONFLICT (name) DO NOTHING`);
  }
  for (const [i, p] of data.propertyTypes.entries()) {
    await db.execute(sql`INSERT INTO property_types (code, name, sort_order) VALUES (${p.code}, ${p.name}, ${i})
      ON CONFLICT (code) DO NOTHING`);
  }
  for (const c of data.certificates) {
    await db.execute(
      sql`INSERT INTO certificates (code, name) VALUES (${c.code}, ${c.name}) ON CONFLICT (code) DO NOTHING`,
    );
  }
  for (const f of data.furnishingStatuses) {
    await db.execute(
      sql`INSERT INTO furnishing_statuses (code, name) VALUES (${f.code}, ${f.name}) ON CONFLICT (code) DO NOTHING`,
    );
  }
  for (const r of data.rentPeriods) {
    await db.execute(sql`INSERT INTO rent_periods (code, name, months) VALUES (${r.code}, ${r.name}, ${r.months})
      ON CONFLICT (code) DO NOTHING`);
  }
  for (const f of data.facilities) {
    await db.execute(sql`INSERT INTO facilities (code, name, uom_name) VALUES (${f.code}, ${f.name}, ${f.uomName})
      ON CONFLICT (code) DO NOTHING`);
  }
  const allTypes = [
    "BEDROOM",
    "BATHROOM",
    "UNIT_BLOCK",
    "LAND_SIZE",
    "TOTAL_FLOOR",
    "FLOOR",
    "BUILDING_SIZE",
    "ELECTRICAL_POWER",
    "HOEK",
    "FURNISHING_STATUS",
  ] as const;
  for (const [code, rule] of Object.entries(data.fieldRules)) {
    for (const type of allTypes) {
      const allowed = rule.allowed.includes(type);
      const required = rule.required.includes(type);
      await db.execute(sql`INSERT INTO field_rules (property_type_id, type, allowed, required)
        SELECT id, ${type}, ${allowed}, ${required} FROM property_types WHERE code = ${code}
        ON CONFLICT (property_type_id, type) DO NOTHING`);
    }
  }
  for (const t of data.membershipTiers) {
    await db.execute(sql`INSERT INTO membership_tiers (code, display_name, duration_days, listing_slots, bonus_coins, price)
      VALUES (${t.code}, ${t.displayName}, ${t.durationDays}, ${t.listingSlots}, ${t.bonusCoins}, ${t.price})
      ON CONFLICT (code) DO NOTHING`);
  }
  for (const [key, value] of Object.entries(data.appSettings)) {
    await db.execute(sql`INSERT INTO app_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
      ON CONFLICT (key) DO NOTHING`);
  }
}

/**
 * Demo agents with verified phones and passwords; memberships start when the agent is first created. Each
 * account gets its own hash (its own salt), made only when the account is new: one shared hash would show
 * every demo account as cracked once one is.
 */
async function seedDemo(database: Database, now = clock.now()): Promise<void> {
  const { db } = database;
  for (const a of demoAgents) {
    const existing = await rowsOf(
      db,
      v.object({ id: v.number() }),
      sql`SELECT id FROM users WHERE lower(email) = lower(${a.email})`,
    );
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await rowsOf(
      db,
      v.object({ id: v.number() }),
      sql`
      INSERT INTO users (name, email, password_hash, email_verified_at, phone_number, phone_number_verified_at,
        referral_code, agent_type_id, agent_office_id, admin_project_partner_url)
      VALUES (${a.name}, ${a.email}, ${passwordHash}, ${now}, ${a.phoneNumber}, ${now}, ${a.referralCode},
        (SELECT id FROM agent_types WHERE code = ${a.agentTypeCode}),
        (SELECT id FROM agent_offices WHERE name = ${a.officeName}),
        ${a.adminProjectPartnerUrl ?? null})
      ON CONFLICT ((lower(email))) DO NOTHING
      RETURNING id`,
    );
    const userId = inserted[0]?.id;
    if (userId === undefined || a.tier === null) continue;
    const startedAt = new Date(now.getTime() - (a.startedDaysAgo ?? 0) * 86_400_000);
    await db.execute(sql`
      INSERT INTO memberships (user_id, tier, started_at, expires_at)
      SELECT ${userId}, code, ${startedAt}, ${startedAt}::timestamptz + make_interval(days => duration_days)
      FROM membership_tiers WHERE code = ${a.tier}`);
  }
}

export async function seed(database: Database, options: { demo: boolean }): Promise<void> {
  await database.withLock(SEED_LOCK_KEY, async () => {
    await seedReference(database);
    await seedProfileReference(database.db);
    await seedCommerceReference(database.db);
    if (options.demo) await seedDemo(database);
    if (options.demo) await seedProfileDemo(database.db);
    // Last: it needs the demo agents, their memberships and the catalogue's coin_prices.
    if (options.demo) await seedCoinDemo(database.db);
    if (options.demo) await seedCommerceDemo(database.db);
  });
}
