import { documentUrl } from "../../kernels/files/file-keys.js";
import type { ProfileRow } from "./profile-repository.js";

/** AgentProfile of the contract: only ever sent to the profile's owner. */
export function presentProfile(row: ProfileRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    agent_type_id: row.agent_type_id,
    agent_type:
      row.agent_type_id !== null && row.agent_type_name !== null
        ? { id: row.agent_type_id, name: row.agent_type_name }
        : null,
    agent_office_id: row.agent_office_id,
    agent_office_name: row.agent_office_name,
    selected_property_specializations: row.property_ids,
    selected_price_specializations: row.price_ids,
    selected_area_specializations: row.area_ids,
    social_medias: row.social_medias,
    nib: row.nib,
    ktp_number: row.ktp_number,
    ktp_photo_uuid: row.ktp_photo_uuid,
    ktp_photo_url: row.ktp_photo_uuid ? documentUrl(row.ktp_photo_uuid) : null,
    npwp_number: row.npwp_number,
    npwp_photo_uuid: row.npwp_photo_uuid,
    npwp_photo_url: row.npwp_photo_uuid ? documentUrl(row.npwp_photo_uuid) : null,
    address: row.address,
    province_id: row.province_id,
    city_id: row.city_id,
    district_id: row.district_id,
    village_id: row.village_id,
    age: row.age,
    gender: row.gender,
  };
}
