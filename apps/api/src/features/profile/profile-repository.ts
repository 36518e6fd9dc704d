import { sql } from "drizzle-orm";
import * as v from "valibot";
import { GENDERS } from "@griya/domain/account-schemas";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";

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

export const ProfileRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone_number: v.nullable(v.string()),
  phone_number_changed_at: v.nullable(v.string()),
  agent_type_id: v.nullable(v.number()),
  agent_type_name: v.nullable(v.string()),
  agent_office_id: v.nullable(v.number()),
  agent_office_name: v.nullable(v.string()),
  nib: v.nullable(v.string()),
  ktp_number: v.nullable(v.string()),
  ktp_photo_uuid: v.nullable(v.string()),
  npwp_number: v.nullable(v.string()),
  npwp_photo_uuid: v.nullable(v.string()),
  address: v.nullable(v.string()),
  province_id: v.nullable(v.string()),
  city_id: v.nullable(v.string()),
  district_id: v.nullable(v.string()),
  village_id: v.nullable(v.string()),
  age: v.nullable(v.number()),
  gender: v.nullable(v.picklist(GENDERS)),
  property_ids: v.array(v.number()),
  price_ids: v.array(v.number()),
  area_ids: v.array(v.string()),
  social_medias: v.array(v.object({ id: v.number(), value: v.string() })),
});
export type ProfileRow = v.InferOutput<typeof ProfileRow>;

/** The agent's own profile in one round trip (users + agent_profiles + the four lists). */
export async function findProfile(db: AppDb, userId: number): Promise<ProfileRow | undefined> {
  const rows = await rowsOf(
    db,
    ProfileRow,
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
      updated_at = ${sqlNow()} WHERE id = ${userId}`);
    await tx.execute(sql`
      INSERT INTO agent_profiles (user_id, ktp_number, ktp_photo_uuid, npwp_number, npwp_photo_uuid, address,
        province_id, city_id, district_id, village_id, age, gender, updated_at)
      VALUES (${userId}, ${p.ktpNumber}, ${p.ktpPhotoUuid}, ${p.npwpNumber}, ${p.npwpPhotoUuid}, ${p.address},
        ${p.provinceId}, ${p.cityId}, ${p.districtId}, ${p.villageId}, ${p.age}, ${p.gender}, ${sqlNow()})
      ON CONFLICT (user_id) DO UPDATE SET ktp_number = EXCLUDED.ktp_number, ktp_photo_uuid = EXCLUDED.ktp_photo_uuid,
        npwp_number = EXCLUDED.npwp_number, npwp_photo_uuid = EXCLUDED.npwp_photo_uuid, address = EXCLUDED.address,
        province_id = EXCLUDED.province_id, city_id = EXCLUDED.city_id, district_id = EXCLUDED.district_id,
        village_id = EXCLUDED.village_id, age = EXCLUDED.age, gender = EXCLUDED.gender, updated_at = ${sqlNow()}`);
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

const Option = v.object({ id: v.number(), name: v.string() });
type Option = v.InferOutput<typeof Option>;
const AgentTypeRow = v.object({ ...Option.entries, code: v.string() });
const City = v.object({ id: v.string(), name: v.string(), province_id: v.string() });
type City = v.InferOutput<typeof City>;
const SocialMedia = v.object({ id: v.number(), code: v.string(), name: v.string(), placeholder: v.string() });
type SocialMedia = v.InferOutput<typeof SocialMedia>;

export const ProfileBaseLists = v.object({
  agent_types: v.array(AgentTypeRow),
  property_specializations: v.array(Option),
  price_specializations: v.array(Option),
  cities: v.array(City),
  agent_offices: v.array(Option),
  social_medias: v.array(SocialMedia),
});
export type ProfileBaseLists = v.InferOutput<typeof ProfileBaseLists>;

/** The codes of every agent type by id (which of them work without an office is a domain rule). */
export async function loadAgentTypeCodes(db: AppDb): Promise<{ id: number; code: string }[]> {
  return rowsOf(db, v.object({ id: v.number(), code: v.string() }), sql`SELECT id, code FROM agent_types`);
}

/** Every reference list of the profile form in one round trip (docs/product/accounts-and-security.md). */
export async function loadProfileBaseLists(db: AppDb): Promise<ProfileBaseLists> {
  const [row] = await rowsOf(
    db,
    ProfileBaseLists,
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

export const ProfileReferences = v.object({
  agent_type_ok: v.boolean(),
  agent_office_ok: v.boolean(),
  property_found: v.number(),
  price_found: v.number(),
  city_found: v.number(),
  social_found: v.number(),
  province_ok: v.boolean(),
  city_province: v.nullable(v.string()),
  district_city: v.nullable(v.string()),
  village_district: v.nullable(v.string()),
  ktp_purpose: v.nullable(v.string()),
  npwp_purpose: v.nullable(v.string()),
});
export type ProfileReferences = v.InferOutput<typeof ProfileReferences>;

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
  const [row] = await rowsOf(
    db,
    ProfileReferences,
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
  const [row] = await rowsOf(
    db,
    v.object({ previous: v.nullable(v.string()) }),
    sql`
    UPDATE users u SET avatar_path = ${avatarPath}, updated_at = ${sqlNow()}
    FROM (SELECT id, avatar_path FROM users WHERE id = ${userId} FOR UPDATE) old
    WHERE u.id = old.id
    RETURNING old.avatar_path AS previous`,
  );
  return row;
}
