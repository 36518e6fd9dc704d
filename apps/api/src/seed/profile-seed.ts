import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { insertDemoLead } from "./lead-seed.js";
import { demoProfiles, priceSpecializations, profileAppSettings, socialMedias } from "./profile-seed-data.js";
import { clock } from "../platform/clock.js";

/** Profile reference lists and settings. Idempotent. */
export async function seedProfileReference(db: AppDb): Promise<void> {
  for (const [i, p] of priceSpecializations.entries()) {
    await db.execute(sql`INSERT INTO price_specializations (code, name, min_price, max_price, sort_order)
      VALUES (${p.code}, ${p.name}, ${p.minPrice}, ${p.maxPrice}, ${i}) ON CONFLICT (code) DO NOTHING`);
  }
  for (const [i, s] of socialMedias.entries()) {
    await db.execute(sql`INSERT INTO social_medias (code, name, placeholder, sort_order)
      VALUES (${s.code}, ${s.name}, ${s.placeholder}, ${i}) ON CONFLICT (code) DO NOTHING`);
  }
  for (const [key, value] of Object.entries(profileAppSettings)) {
    await db.execute(sql`INSERT INTO app_settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
      ON CONFLICT (key) DO NOTHING`);
  }
}

/** Realistic profiles, bank accounts and a few enquiries for the demo agents; only for agents without a profile yet. */
export async function seedProfileDemo(db: AppDb, now = clock.now()): Promise<void> {
  for (const p of demoProfiles) {
    const created = await rowsOf(
      db,
      v.object({ user_id: v.number() }),
      sql`
      INSERT INTO agent_profiles (user_id, address, province_id, city_id, district_id, village_id, age, gender)
      SELECT id, ${p.address}, ${p.provinceId}, ${p.cityId}, ${p.districtId}, ${p.villageId}, ${p.age}::int, ${p.gender}
      FROM users WHERE lower(email) = ${p.email}
      ON CONFLICT (user_id) DO NOTHING
      RETURNING user_id`,
    );
    const userId = created[0]?.user_id;
    if (userId === undefined) continue;
    await db.execute(sql`UPDATE users SET nib = ${p.nib} WHERE id = ${userId}`);
    await db.execute(sql`INSERT INTO agent_property_specializations (user_id, property_type_id)
      SELECT ${userId}::int, id FROM property_types WHERE code IN (SELECT json_array_elements_text(${JSON.stringify(p.propertyTypeCodes)}::json))
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`INSERT INTO agent_price_specializations (user_id, price_specialization_id)
      SELECT ${userId}::int, id FROM price_specializations WHERE code IN (SELECT json_array_elements_text(${JSON.stringify(p.priceCodes)}::json))
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`INSERT INTO agent_area_specializations (user_id, city_id)
      SELECT ${userId}::int, id FROM cities WHERE id IN (SELECT json_array_elements_text(${JSON.stringify(p.areaCityIds)}::json))
      ON CONFLICT DO NOTHING`);
    for (const s of p.socials) {
      await db.execute(sql`INSERT INTO agent_social_medias (user_id, social_media_id, value)
        SELECT ${userId}::int, id, ${s.value} FROM social_medias WHERE code = ${s.code} ON CONFLICT DO NOTHING`);
    }
    if (p.billing) {
      const b = p.billing;
      await db.execute(sql`INSERT INTO billing_informations (user_id, bank_name, account_name, account_number, phone_number)
        VALUES (${userId}, ${b.bankName}, ${b.accountName}, ${b.accountNumber}, ${b.phoneNumber}) ON CONFLICT DO NOTHING`);
    }
    for (const e of p.enquiries ?? []) {
      await insertDemoLead(db, userId, { ...e, messages: [{ message: e.message, hoursAgo: e.hoursAgo }] }, now);
    }
  }
}
