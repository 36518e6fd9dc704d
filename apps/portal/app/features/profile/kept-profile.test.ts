import { describe, expect, it } from "vitest";
import { profileWithKept } from "./kept-profile";
import type { AgentProfile } from "./queries";

const saved: AgentProfile = {
  id: 1,
  name: "Budi",
  email: "budi@contoh.id",
  phone_number: "+6281234567890",
  agent_type_id: 1,
  agent_type: null,
  agent_office_id: 2,
  agent_office_name: null,
  selected_property_specializations: [1],
  selected_price_specializations: [],
  selected_area_specializations: ["31.71"],
  social_medias: [{ id: 1, value: "budi" }],
  nib: null,
  ktp_number: "3171234567890001",
  ktp_photo_uuid: "a",
  ktp_photo_url: "/api/ktp/a",
  npwp_number: null,
  npwp_photo_uuid: null,
  npwp_photo_url: null,
  address: "Jl. Lama",
  province_id: "31",
  city_id: "31.71",
  district_id: null,
  village_id: null,
  age: 30,
  gender: "MALE",
};

describe("profileWithKept", () => {
  it("starts identity numbers, which are never kept, from the saved profile", () => {
    const profile = profileWithKept(saved, { name: "Budi Santoso", address: "Jl. Baru" });
    expect(profile).toMatchObject({
      name: "Budi Santoso",
      ktp_number: "3171234567890001",
      npwp_number: null,
      nib: null,
    });
  });

  it("starts the form from the kept values over the saved profile", () => {
    const kept = {
      name: "Budi Santoso",
      age: "31",
      gender: "MALE",
      agent_type_id: "2",
      agent_office_id: "",
      agent_office_name: "Ray White Kemang",
      nib: "",
      selected_property_specializations: ["1", "3"],
      selected_price_specializations: ["2"],
      selected_area_specializations: ["31.71", "32.73"],
      social_medias: [{ id: "2", value: "budi.s" }],
      ktp_number: "3171234567890001",
      ktp_photo_uuid: "b",
      npwp_number: "",
      npwp_photo_uuid: "",
      address: "Jl. Baru 1",
      province_id: "32",
      city_id: "",
      district_id: "",
      village_id: "",
    };
    expect(profileWithKept(saved, kept)).toMatchObject({
      name: "Budi Santoso",
      age: 31,
      agent_type_id: 2,
      agent_office_id: null,
      agent_office_name: "Ray White Kemang",
      selected_property_specializations: [1, 3],
      selected_price_specializations: [2],
      selected_area_specializations: ["31.71", "32.73"],
      social_medias: [{ id: 2, value: "budi.s" }],
      // A newly uploaded photo keeps its uuid; its address is unknown.
      ktp_photo_uuid: "b",
      ktp_photo_url: null,
      npwp_photo_uuid: null,
      address: "Jl. Baru 1",
      province_id: "32",
      city_id: null,
      email: "budi@contoh.id",
    });
  });

  it("keeps the saved photo address for an unchanged photo, and refuses what is not a kept profile", () => {
    expect(profileWithKept(saved, { name: "Budi", ktp_photo_uuid: "a", gender: "X" })).toMatchObject({
      ktp_photo_url: "/api/ktp/a",
      gender: null,
    });
    for (const kept of [null, [], "x", { name: 3 }]) expect(profileWithKept(saved, kept)).toBeNull();
  });
});
