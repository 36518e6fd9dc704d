import { sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

type Gender = "MALE" | "FEMALE";

/** What POST /api/agent/update-profile stores, already validated and normalised. */
export type ProfileInput = {
  name: string;
  agentTypeId: number;
  agentOfficeId: number | null;
  agentOfficeName: string | null;
  nib: string | null;
  propertySpecializationIds: number[];
  priceSpecializationIds: number[];
  areaCityIds: string[];
  socialMedias: { id: number; value: string }[];
  ktpNumber: string | null;
  ktpPhotoUuid: string | null;
  npwpNumber: string | null;
  npwpPhotoUuid: string | null;
  address: string | null;
  provinceId: string | null;
  cityId: string | null;
  districtId: string | null;
  villageId: string | null;
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
  agent_office_name: string | null;
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
      t.name AS agent_type_name, u.agent_office_id, u.agent_office_name, u.nib,
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
      agent_office_id = ${p.agentOfficeId}, agent_office_name = ${p.agentOfficeName}, nib = ${p.nib},
      updated_at = now() WHERE id = ${userId}`);
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

type Option = { id: number; name: string };
type AgentTypeRow = Option & { code: string };
type City = { id: string; name: string; province_id: string };
type SocialMedia = { id: number; code: string; name: string; placeholder: string };

export type ProfileBaseLists = {
  agent_types: AgentTypeRow[];
  property_specializations: Option[];
  price_specializations: Option[];
  cities: City[];
  agent_offices: Option[];
  social_medias: SocialMedia[];
};

/** The codes of every agent type by id (which of them work without an office is a domain rule). */
export async function loadAgentTypeCodes(db: AppDb): Promise<{ id: number; code: string }[]> {
  return rowsOf<{ id: number; code: string }>(db, sql`SELECT id, code FROM agent_types`);
}

/** Every reference list of the profile form in one round trip (docs/product/accounts-and-security.md). */
export async function loadProfileBaseLists(db: AppDb): Promise<ProfileBaseLists> {
  const [row] = await rowsOf<ProfileBaseLists>(
    db,
    sql`
    SELECT
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name, 'code', code) ORDER BY sort_order, id),
        '[]'::json) FROM agent_types) AS agent_types,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY sort_order, id), '[]'::json)
        FROM property_types) AS property_specializations,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY sort_order, id), '[]'::json)
        FROM price_specializations) AS price_specializations,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name, 'province_id', province_id) ORDER BY name, id), '[]'::json)
        FROM cities) AS cities,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY name, id), '[]'::json)
        FROM agent_offices) AS agent_offices,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'code', code, 'name', name, 'placeholder', placeholder)
        ORDER BY sort_order, id), '[]'::json) FROM social_medias) AS social_medias`,
  );
  return row!;
}

export type ProfileReferences = {
  agent_type_ok: boolean;
  agent_office_ok: boolean;
  property_found: number;
  price_found: number;
  city_found: number;
  social_found: number;
  province_ok: boolean;
  city_province: string | null;
  district_city: string | null;
  village_district: string | null;
  ktp_purpose: string | null;
  npwp_purpose: string | null;
};

/** The ids and photos a profile names, as the profile form sent them. */
export type ProfileReferenceIds = {
  agentTypeId: number;
  agentOfficeId: number | null;
  propertyTypeIds: number[];
  priceSpecializationIds: number[];
  cityIds: string[];
  socialMediaIds: number[];
  provinceId: string | null;
  cityId: string | null;
  districtId: string | null;
  villageId: string | null;
  ktpPhotoUuid: string | null;
  npwpPhotoUuid: string | null;
};

const idsJson = (ids: readonly unknown[]) => JSON.stringify(ids);

/**
 * In one round trip, what only the database knows of a profile: whether its ids exist (and how many of each list),
 * the parent of each region, and the purpose of each document photo when this agent uploaded it.
 */
export async function findProfileReferences(
  db: AppDb,
  userId: number,
  r: ProfileReferenceIds,
): Promise<ProfileReferences> {
  const [row] = await rowsOf<ProfileReferences>(
    db,
    sql`
    SELECT
      EXISTS (SELECT 1 FROM agent_types WHERE id = ${r.agentTypeId}::int) AS agent_type_ok,
      (${r.agentOfficeId}::int IS NULL OR EXISTS (SELECT 1 FROM agent_offices WHERE id = ${r.agentOfficeId}::int))
        AS agent_office_ok,
      (SELECT count(*)::int FROM property_types
        WHERE id IN (SELECT x::int FROM json_array_elements_text(${idsJson(r.propertyTypeIds)}::json) j(x))) AS property_found,
      (SELECT count(*)::int FROM price_specializations
        WHERE id IN (SELECT x::int FROM json_array_elements_text(${idsJson(r.priceSpecializationIds)}::json) j(x))) AS price_found,
      (SELECT count(*)::int FROM cities
        WHERE id IN (SELECT x FROM json_array_elements_text(${idsJson(r.cityIds)}::json) j(x))) AS city_found,
      (SELECT count(*)::int FROM social_medias
        WHERE id IN (SELECT x::int FROM json_array_elements_text(${idsJson(r.socialMediaIds)}::json) j(x))) AS social_found,
      EXISTS (SELECT 1 FROM provinces WHERE id = ${r.provinceId}::text) AS province_ok,
      (SELECT province_id FROM cities WHERE id = ${r.cityId}::text) AS city_province,
      (SELECT city_id FROM districts WHERE id = ${r.districtId}::text) AS district_city,
      (SELECT district_id FROM villages WHERE id = ${r.villageId}::text) AS village_district,
      (SELECT purpose FROM uploaded_photos WHERE uuid = ${r.ktpPhotoUuid}::uuid AND owner_user_id = ${userId}::int) AS ktp_purpose,
      (SELECT purpose FROM uploaded_photos WHERE uuid = ${r.npwpPhotoUuid}::uuid AND owner_user_id = ${userId}::int) AS npwp_purpose`,
  );
  return row!;
}

/**
 * Sets the agent's avatar file name under the row's lock and answers the one it replaced; undefined when the
 * account is gone.
 */
export async function swapAvatarPath(
  db: AppDb,
  userId: number,
  avatarPath: string,
): Promise<{ previous: string | null } | undefined> {
  const [row] = await rowsOf<{ previous: string | null }>(
    db,
    sql`
    UPDATE users u SET avatar_path = ${avatarPath}, updated_at = now()
    FROM (SELECT id, avatar_path FROM users WHERE id = ${userId} FOR UPDATE) old
    WHERE u.id = old.id
    RETURNING old.avatar_path AS previous`,
  );
  return row;
}
