import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

type Gender = "MALE" | "FEMALE";

/** What POST /api/agent/update-profile stores, already validated and normalised. */
export type ProfileInput = {
  name: string;
  agentTypeId: number;
  agentOfficeId: number;
  nib: string | null;
  propertySpecializationIds: number[];
  priceSpecializationIds: number[];
  areaCityIds: string[];
  socialMedias: { id: number; value: string }[];
  ktpNumber: string | null;
  ktpPhotoUuid: string | null;
  npwpNumber: string | null;
  npwpPhotoUuid: string | null;
  address: string;
  provinceId: string;
  cityId: string;
  districtId: string;
  villageId: string;
  age: number | null;
  gender: Gender | null;
};

export type ProfileRow = {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  phone_number_changed_at: Date | null;
  agent_type_id: number | null;
  agent_type_name: string | null;
  agent_office_id: number | null;
  nib: string | null;
  ktp_number: string | null;
  ktp_photo_uuid: string | null;
  npwp_number: string | null;
  npwp_photo_uuid: string | null;
  address: string | null;
  province_id: string | null;
  city_id: string | null;
  district_id: string | null;
  village_id: string | null;
  age: number | null;
  gender: Gender | null;
  property_ids: number[];
  price_ids: number[];
  area_ids: string[];
  social_medias: { id: number; value: string }[];
};

/** The agent's own profile in one round trip (users + agent_profiles + the four lists). */
export async function findProfile(db: AppDb, userId: number): Promise<ProfileRow | undefined> {
  const rows = await rowsOf<ProfileRow>(
    db,
    sql`
    SELECT u.id, u.name, u.email, u.phone_number, u.phone_number_changed_at, u.agent_type_id,
      t.name AS agent_type_name, u.agent_office_id, u.nib,
      p.ktp_number, p.ktp_photo_uuid::text AS ktp_photo_uuid, p.npwp_number, p.npwp_photo_uuid::text AS npwp_photo_uuid,
      p.address, p.province_id, p.city_id, p.district_id, p.village_id, p.age, p.gender,
      COALESCE((SELECT json_agg(s.property_type_id ORDER BY s.property_type_id)
        FROM agent_property_specializations s WHERE s.user_id = u.id), '[]'::json) AS property_ids,
      COALESCE((SELECT json_agg(s.price_specialization_id ORDER BY s.price_specialization_id)
        FROM agent_price_specializations s WHERE s.user_id = u.id), '[]'::json) AS price_ids,
      COALESCE((SELECT json_agg(s.city_id ORDER BY s.city_id)
        FROM agent_area_specializations s WHERE s.user_id = u.id), '[]'::json) AS area_ids,
      COALESCE((SELECT json_agg(json_build_object('id', s.social_media_id, 'value', s.value) ORDER BY m.sort_order, m.id)
        FROM agent_social_medias s JOIN social_medias m ON m.id = s.social_media_id WHERE s.user_id = u.id), '[]'::json)
        AS social_medias
    FROM users u
    LEFT JOIN agent_types t ON t.id = u.agent_type_id
    LEFT JOIN agent_profiles p ON p.user_id = u.id
    WHERE u.id = ${userId}`,
  );
  return rows[0];
}

/** Replaces the whole editable profile in one transaction. */
export async function saveProfile(db: AppDb, userId: number, p: ProfileInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET name = ${p.name}, agent_type_id = ${p.agentTypeId},
      agent_office_id = ${p.agentOfficeId}, nib = ${p.nib}, updated_at = now() WHERE id = ${userId}`);
    await tx.execute(sql`
      INSERT INTO agent_profiles (user_id, ktp_number, ktp_photo_uuid, npwp_number, npwp_photo_uuid, address,
        province_id, city_id, district_id, village_id, age, gender, updated_at)
      VALUES (${userId}, ${p.ktpNumber}, ${p.ktpPhotoUuid}, ${p.npwpNumber}, ${p.npwpPhotoUuid}, ${p.address},
        ${p.provinceId}, ${p.cityId}, ${p.districtId}, ${p.villageId}, ${p.age}, ${p.gender}, now())
      ON CONFLICT (user_id) DO UPDATE SET ktp_number = EXCLUDED.ktp_number, ktp_photo_uuid = EXCLUDED.ktp_photo_uuid,
        npwp_number = EXCLUDED.npwp_number, npwp_photo_uuid = EXCLUDED.npwp_photo_uuid, address = EXCLUDED.address,
        province_id = EXCLUDED.province_id, city_id = EXCLUDED.city_id, district_id = EXCLUDED.district_id,
        village_id = EXCLUDED.village_id, age = EXCLUDED.age, gender = EXCLUDED.gender, updated_at = now()`);
    await tx.execute(sql`DELETE FROM agent_property_specializations WHERE user_id = ${userId}`);
    await tx.execute(sql`INSERT INTO agent_property_specializations (user_id, property_type_id)
      SELECT ${userId}::int, x::int FROM json_array_elements_text(${JSON.stringify(p.propertySpecializationIds)}::json) AS j(x)`);
    await tx.execute(sql`DELETE FROM agent_price_specializations WHERE user_id = ${userId}`);
    await tx.execute(sql`INSERT INTO agent_price_specializations (user_id, price_specialization_id)
      SELECT ${userId}::int, x::int FROM json_array_elements_text(${JSON.stringify(p.priceSpecializationIds)}::json) AS j(x)`);
    await tx.execute(sql`DELETE FROM agent_area_specializations WHERE user_id = ${userId}`);
    await tx.execute(sql`INSERT INTO agent_area_specializations (user_id, city_id)
      SELECT ${userId}::int, x FROM json_array_elements_text(${JSON.stringify(p.areaCityIds)}::json) AS j(x)`);
    await tx.execute(sql`DELETE FROM agent_social_medias WHERE user_id = ${userId}`);
    await tx.execute(sql`INSERT INTO agent_social_medias (user_id, social_media_id, value)
      SELECT ${userId}::int, id, value FROM json_to_recordset(${JSON.stringify(p.socialMedias)}::json) AS r(id int, value text)`);
  });
}
