import { profileSchemaFor } from "@griya/domain/account-schemas";
import { agentTypeNeedsOffice } from "@griya/domain/agent-office";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { labelFor, validationMessages as msg } from "@griya/domain/validation-messages";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { findProfileReferences, loadAgentTypeCodes, type ProfileInput } from "./profile-repository.js";

export type ProfileValidation = { ok: true; input: ProfileInput } | { ok: false; errors: Record<string, string[]> };

/**
 * The profile rules in two steps: the domain's profileSchema (the same valibot rules the portal runs: trimming,
 * lengths, a KTP/NPWP number needs its photo, region ids nest), then what only the database knows: ids that
 * exist, regions that really nest, photos uploaded by this agent for this document. Every problem at once.
 */
export async function validateProfile(db: AppDb, userId: number, body: unknown): Promise<ProfileValidation> {
  const independentTypeIds = (await loadAgentTypeCodes(db))
    .filter((type) => !agentTypeNeedsOffice(type.code))
    .map((type) => type.id);
  const parsed = v.safeParse(profileSchemaFor(independentTypeIds), body);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  const p = parsed.output;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const socialIds = p.social_medias.map((s) => s.id);

  const r = await findProfileReferences(db, userId, {
    agentTypeId: p.agent_type_id,
    agentOfficeId: p.agent_office_id,
    propertyTypeIds: p.selected_property_specializations,
    priceSpecializationIds: p.selected_price_specializations,
    cityIds: p.selected_area_specializations,
    socialMediaIds: socialIds,
    provinceId: p.province_id,
    cityId: p.city_id,
    districtId: p.district_id,
    villageId: p.village_id,
    ktpPhotoUuid: p.ktp_photo_uuid,
    npwpPhotoUuid: p.npwp_photo_uuid,
  });

  const unknown = (field: string) => add(field, msg.oneOf(labelFor(field)));
  if (!r.agent_type_ok) unknown("agent_type_id");
  if (!r.agent_office_ok) unknown("agent_office_id");
  if (r.property_found !== p.selected_property_specializations.length) unknown("selected_property_specializations");
  if (r.price_found !== p.selected_price_specializations.length) unknown("selected_price_specializations");
  if (r.city_found !== p.selected_area_specializations.length) unknown("selected_area_specializations");
  if (r.social_found !== socialIds.length) unknown("social_medias");

  // Each level is checked against the level above only when that one is valid, so one wrong pick gives one message.
  // A level left out (the address is optional without a KTP or NPWP, ADR 0029) is not looked up.
  const notIn = (child: string, parent: string) => add(child, msg.notInParent(labelFor(child), labelFor(parent)));
  if (p.province_id !== null && !r.province_ok) unknown("province_id");
  if (p.city_id !== null) {
    if (r.city_province === null) unknown("city_id");
    else if (r.province_ok && r.city_province !== p.province_id) notIn("city_id", "province_id");
  }
  if (p.district_id !== null) {
    if (r.district_city === null) unknown("district_id");
    else if (r.city_province === p.province_id && r.district_city !== p.city_id) notIn("district_id", "city_id");
  }
  if (p.village_id !== null) {
    if (r.village_district === null) unknown("village_id");
    else if (r.district_city === p.city_id && r.village_district !== p.district_id) notIn("village_id", "district_id");
  }

  // Another agent's photo, or a listing photo, looks exactly like a photo that does not exist.
  if (p.ktp_photo_uuid !== null && r.ktp_purpose !== "ktp") add("ktp_photo_uuid", DOCUMENT_NOT_FOUND("KTP"));
  if (p.npwp_photo_uuid !== null && r.npwp_purpose !== "npwp") add("npwp_photo_uuid", DOCUMENT_NOT_FOUND("NPWP"));

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: p.name,
      agentTypeId: p.agent_type_id,
      agentOfficeId: p.agent_office_id,
      agentOfficeName: p.agent_office_name,
      nib: p.nib,
      propertySpecializationIds: p.selected_property_specializations,
      priceSpecializationIds: p.selected_price_specializations,
      areaCityIds: p.selected_area_specializations,
      socialMedias: p.social_medias,
      ktpNumber: p.ktp_number,
      ktpPhotoUuid: p.ktp_photo_uuid,
      npwpNumber: p.npwp_number,
      npwpPhotoUuid: p.npwp_photo_uuid,
      address: p.address,
      provinceId: p.province_id,
      cityId: p.city_id,
      districtId: p.district_id,
      villageId: p.village_id,
      age: p.age,
      gender: p.gender,
    },
  };
}

const DOCUMENT_NOT_FOUND = (name: string) => `Foto ${name} tidak ditemukan. Unggah ulang foto ${name}.`;
