import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { multipartBody } from "../../../test/multipart-body.js";
import { jpegImage } from "../../../test/test-images.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
let filesDir: string;
let budi: string;
let siti: string;
let rudi: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), "griya-profile-"));
  t = await createTestApp({ FILES_DIR: filesDir });
  [budi, siti, rudi] = await Promise.all([
    loginAs(t.app),
    loginAs(t.app, "siti@demo.id"),
    loginAs(t.app, "rudi@demo.id"),
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const form = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/agent/update-profile", headers: bearer(token) });
const save = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/agent/update-profile", payload, headers: bearer(token) });

async function uploadDoc(token: string, purpose: string): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: "purpose", value: purpose },
    { name: "photo", filename: `${purpose}.jpg`, contentType: "image/jpeg", data: await jpegImage(800, 500) },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/file_content/upload_photo",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.photo_uuid as string;
}

async function idOf(
  table: "agent_types" | "agent_offices" | "property_types" | "price_specializations" | "social_medias",
  column: string,
  value: string,
) {
  const rows = await rowsOf(
    t.database.db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`,
  );
  return rows[0]!.id;
}

async function validBody() {
  return {
    name: "  Budi Santoso Putra  ",
    agent_type_id: await idOf("agent_types", "code", "OFFICE"),
    agent_office_id: await idOf("agent_offices", "name", "Griya Prima Realty"),
    selected_property_specializations: [await idOf("property_types", "code", "HOUSE")],
    selected_price_specializations: [await idOf("price_specializations", "code", "2B_5B")],
    selected_area_specializations: ["31.71", "32.73"],
    social_medias: [{ id: await idOf("social_medias", "code", "WHATSAPP"), value: " 081234567890 " }],
    nib: "9120001234567",
    ktp_number: null,
    ktp_photo_uuid: null,
    npwp_number: null,
    npwp_photo_uuid: null,
    address: " Jl. Menteng Raya No. 1 ",
    province_id: "31",
    city_id: "31.71",
    district_id: "31.71.06",
    village_id: "31.71.06.1001",
    age: 35,
    gender: "MALE",
  };
}

describe("GET /api/agent/update-profile", () => {
  it("answers every list of the profile form and the demo agent's seeded profile", async () => {
    const res = await form(budi);
    expect(res.statusCode).toBe(200);
    const { base_data: base, edit_data: edit } = res.json().data;
    expect(base.agent_types.map((o: { name: string }) => o.name)).toContain("Agen Kantor Properti");
    expect(base.property_specializations.map((o: { name: string }) => o.name)).toContain("Rumah");
    expect(base.price_specializations).toHaveLength(5);
    expect(base.cities.length).toBeGreaterThan(500);
    expect(base.agent_offices.map((o: { name: string }) => o.name)).toContain("Griya Prima Realty");
    expect(base.social_medias.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(["WHATSAPP", "INSTAGRAM"]),
    );
    expect(base.allow_edit_phone_number_after).toBeNull();
    expect(edit).toMatchObject({
      name: "Budi Santoso",
      email: "agen@demo.id",
      phone_number: "081234567890",
      agent_type: { name: "Agen Kantor Properti" },
      selected_area_specializations: ["31.71", "31.74", "36.74"],
      province_id: "31",
      city_id: "31.71",
      district_id: "31.71.06",
      village_id: "31.71.06.1003",
      gender: "MALE",
      age: 34,
      ktp_number: null,
      ktp_photo_url: null,
    });
    expect(edit.social_medias).toHaveLength(2);
  });

  it("gives an agent who never saved a profile empty values", async () => {
    const edit = (await form(rudi)).json().data.edit_data;
    expect(edit).toMatchObject({
      name: "Rudi Hartono",
      selected_property_specializations: [],
      social_medias: [],
      address: null,
      province_id: null,
      gender: null,
    });
  });

  it("names the end of the phone-change lock after a recent change, from the seeded lock_days", async () => {
    await t.database.db.execute(
      sql`UPDATE users SET phone_number_changed_at = now() - interval '1 day' WHERE email = 'siti@demo.id'`,
    );
    const after = new Date((await form(siti)).json().data.base_data.allow_edit_phone_number_after).getTime();
    expect(Math.abs(after - (Date.now() + 29 * 86_400_000))).toBeLessThan(60_000);
    await t.database.db.execute(
      sql`UPDATE app_settings SET value = '{"lock_days": 0}' WHERE key = 'phone_number_change'`,
    );
    expect((await form(siti)).json().data.base_data.allow_edit_phone_number_after).toBeNull();
    await t.database.db.execute(
      sql`UPDATE app_settings SET value = '{"lock_days": 30}' WHERE key = 'phone_number_change'`,
    );
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/agent/update-profile" })).statusCode).toBe(401);
  });
});

describe("POST /api/agent/update-profile", () => {
  it("saves the whole profile with KTP and NPWP photos, trimmed, and the form shows it back", async () => {
    const ktp = await uploadDoc(budi, "ktp");
    const npwp = await uploadDoc(budi, "npwp");
    const body = {
      ...(await validBody()),
      ktp_number: "3171234567890001",
      ktp_photo_uuid: ktp,
      npwp_number: "123456789012345",
      npwp_photo_uuid: npwp,
    };
    const res = await save(budi, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      name: "Budi Santoso Putra",
      address: "Jl. Menteng Raya No. 1",
      selected_area_specializations: ["31.71", "32.73"],
      social_medias: [{ id: body.social_medias[0]!.id, value: "081234567890" }],
      ktp_number: "3171234567890001",
      ktp_photo_uuid: ktp,
      ktp_photo_url: `/api/files/documents/${ktp}`,
      npwp_photo_url: `/api/files/documents/${npwp}`,
      village_id: "31.71.06.1001",
      age: 35,
    });
    expect((await form(budi)).json().data.edit_data).toEqual(saved);
    expect((await t.app.inject({ method: "GET", url: saved.ktp_photo_url, headers: bearer(budi) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url: saved.ktp_photo_url, headers: bearer(siti) })).statusCode).toBe(
      404,
    );
  });

  it("clears optional fields that are left out", async () => {
    const {
      nib: _n,
      age: _a,
      gender: _g,
      social_medias: _s,
      selected_price_specializations: _p,
      ...required
    } = await validBody();
    const res = await save(budi, required);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nib: null,
      age: null,
      gender: null,
      social_medias: [],
      selected_price_specializations: [],
      ktp_number: null,
    });
  });

  it.each([
    [
      "a city outside the province",
      { city_id: "32.73", district_id: "32.73.02", village_id: "32.73.02.1004" },
      { city_id: ["Kota/Kabupaten tidak berada di provinsi yang dipilih."] },
    ],
    [
      "a district outside the city",
      { district_id: "31.74.01" },
      { district_id: ["Kecamatan tidak berada di kota/kabupaten yang dipilih."] },
    ],
    [
      "a village outside the district",
      { village_id: "31.71.05.1001" },
      { village_id: ["Kelurahan/Desa tidak berada di kecamatan yang dipilih."] },
    ],
    [
      "region ids that do not exist",
      { province_id: "99", city_id: "99.99", district_id: "99.99.99", village_id: "99.99.99.9999" },
      {
        province_id: ["Provinsi yang dipilih tidak valid."],
        city_id: ["Kota/Kabupaten yang dipilih tidak valid."],
        district_id: ["Kecamatan yang dipilih tidak valid."],
        village_id: ["Kelurahan/Desa yang dipilih tidak valid."],
      },
    ],
    [
      "unknown reference ids",
      {
        agent_type_id: 999,
        agent_office_id: 999,
        selected_property_specializations: [999],
        selected_price_specializations: [999],
        selected_area_specializations: ["99.99"],
      },
      {
        agent_type_id: ["Tipe agen yang dipilih tidak valid."],
        agent_office_id: ["Kantor agen yang dipilih tidak valid."],
        selected_property_specializations: ["Spesialisasi properti yang dipilih tidak valid."],
        selected_price_specializations: ["Spesialisasi harga yang dipilih tidak valid."],
        selected_area_specializations: ["Spesialisasi area yang dipilih tidak valid."],
      },
    ],
    [
      "no office for an agent of an office",
      { agent_office_id: null },
      { agent_office_id: ["Kantor agen wajib diisi."] },
    ],
    [
      "a typed office over 100 characters",
      { agent_office_id: null, agent_office_name: "a".repeat(101) },
      { agent_office_name: ["Nama kantor maksimal 100 karakter."] },
    ],
    [
      "a typed office on two lines",
      { agent_office_id: null, agent_office_name: "Ray White\r\nKemang" },
      { agent_office_name: ["Nama kantor tidak boleh berisi karakter kontrol, seperti baris baru atau tab."] },
    ],
    ["a name of two letters after trimming", { name: "  Bu   " }, { name: ["Nama lengkap minimal 3 karakter."] }],
    [
      "a KTP number without its photo",
      { ktp_number: "3171234567890001" },
      { ktp_photo_uuid: ["Foto KTP wajib diunggah."] },
    ],
    [
      "the same social network twice",
      {
        social_medias: [
          { id: 1, value: "0811" },
          { id: 1, value: "0812" },
        ],
      },
      { social_medias: ["Media sosial tidak boleh dipilih lebih dari sekali."] },
    ],
  ])("refuses %s with 470 on the field", async (_name, change, errors) => {
    const res = await save(budi, { ...(await validBody()), ...change });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual(errors);
  });

  describe("the home address (ADR 0029)", () => {
    const noAddress = { address: null, province_id: null, city_id: null, district_id: null, village_id: null };

    it("is not needed to save social links and the rest of the profile", async () => {
      const { address: _a, province_id: _p, city_id: _c, district_id: _d, village_id: _v, ...rest } = await validBody();
      const social = [{ id: await idOf("social_medias", "code", "INSTAGRAM"), value: "rudi.properti" }];
      const res = await save(rudi, { ...rest, social_medias: social });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ social_medias: social, address: null, village_id: null });
      const blank = { address: "  ", province_id: "", city_id: "", district_id: "", village_id: "" };
      expect((await save(rudi, { ...rest, ...blank })).statusCode).toBe(200);
    });

    it("is needed, every part named, once a KTP or an NPWP is given", async () => {
      const ktp = await uploadDoc(rudi, "ktp");
      const npwp = await uploadDoc(rudi, "npwp");
      const named = {
        address: ["Alamat wajib diisi bila KTP atau NPWP diisi."],
        province_id: ["Provinsi wajib diisi bila KTP atau NPWP diisi."],
        city_id: ["Kota/Kabupaten wajib diisi bila KTP atau NPWP diisi."],
        district_id: ["Kecamatan wajib diisi bila KTP atau NPWP diisi."],
        village_id: ["Kelurahan/Desa wajib diisi bila KTP atau NPWP diisi."],
      };
      for (const documents of [
        { ktp_number: "3171234567890001", ktp_photo_uuid: ktp },
        { npwp_number: "123456789012345", npwp_photo_uuid: npwp },
      ]) {
        const res = await save(rudi, { ...(await validBody()), ...noAddress, ...documents });
        expect(res.statusCode).toBe(470);
        expect(res.json().errors).toEqual(named);
      }
      const withAddress = await save(rudi, {
        ...(await validBody()),
        ktp_number: "3171234567890001",
        ktp_photo_uuid: ktp,
      });
      expect(withAddress.statusCode).toBe(200);
    });
  });

  it("refuses another agent's KTP photo, an unknown photo and a listing photo as KTP", async () => {
    const sitiKtp = await uploadDoc(siti, "ktp");
    const budiNpwp = await uploadDoc(budi, "npwp");
    const listing = await uploadDoc(budi, "listing");
    const res = await save(budi, {
      ...(await validBody()),
      ktp_number: "3171234567890001",
      ktp_photo_uuid: sitiKtp,
      npwp_number: "123456789",
      npwp_photo_uuid: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      ktp_photo_uuid: ["Foto KTP tidak ditemukan. Unggah ulang foto KTP."],
      npwp_photo_uuid: ["Foto NPWP tidak ditemukan. Unggah ulang foto NPWP."],
    });
    // The agent's own NPWP photo cannot stand in for the KTP either.
    const swapped = await save(budi, {
      ...(await validBody()),
      ktp_number: "3171234567890001",
      ktp_photo_uuid: budiNpwp,
    });
    expect(swapped.json().errors).toEqual({ ktp_photo_uuid: ["Foto KTP tidak ditemukan. Unggah ulang foto KTP."] });
    const asKtp = await save(budi, { ...(await validBody()), ktp_number: "3171234567890001", ktp_photo_uuid: listing });
    expect(asKtp.json().errors).toEqual({ ktp_photo_uuid: ["Foto KTP tidak ditemukan. Unggah ulang foto KTP."] });
  });

  it.each([
    ["a KTP of 15 digits", { ktp_number: "317123456789000" }, "ktp_number"],
    ["an NPWP of 16 digits", { npwp_number: "1234567890123456" }, "npwp_number"],
    ["letters in the NIB", { nib: "12AB" }, "nib"],
    ["age 16", { age: 16 }, "age"],
    ["an unknown gender", { gender: "OTHER" }, "gender"],
    ["no area speciality", { selected_area_specializations: [] }, "selected_area_specializations"],
    [
      "eleven area specialities",
      {
        selected_area_specializations: [
          "11.01",
          "11.02",
          "11.03",
          "11.04",
          "11.05",
          "11.06",
          "11.07",
          "11.08",
          "11.09",
          "11.10",
          "11.11",
        ],
      },
      "selected_area_specializations",
    ],
    ["a village of the wrong shape", { village_id: "31.71.06" }, "village_id"],
  ])("refuses %s by the contract's schema", async (_name, change, field) => {
    const res = await save(budi, { ...(await validBody()), ...change });
    expect(res.statusCode).toBe(470);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("changes only the caller's own profile", async () => {
    const before = (await form(siti)).json().data.edit_data;
    expect((await save(budi, await validBody())).statusCode).toBe(200);
    expect((await form(siti)).json().data.edit_data).toEqual(before);
  });
});

describe("GET /api/agent/profile/{id}", () => {
  const publicKeys = [
    "id",
    "name",
    "avatar_url",
    "agent_type",
    "agent_office",
    "area_specializations",
    "property_specializations",
    "social_medias",
    "member_since",
    "membership_display_name",
    "featured_areas",
    "has_whatsapp",
  ].sort();

  it("shows public fields only, with the tier's display name, to anyone without a token", async () => {
    const ktp = await uploadDoc(siti, "ktp");
    const sitiBody = {
      ...(await validBody()),
      name: "Siti Rahmawati",
      ktp_number: "3273000011112222",
      ktp_photo_uuid: ktp,
      age: 29,
      gender: "FEMALE",
    };
    expect((await save(siti, sitiBody)).statusCode).toBe(200);
    const id = (await form(siti)).json().data.edit_data.id;
    const res = await t.app.inject({ method: "GET", url: `/api/agent/profile/${id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(publicKeys);
    expect(data).toMatchObject({
      name: "Siti Rahmawati",
      membership_display_name: "Pro",
      agent_office: { name: "Griya Prima Realty" },
      area_specializations: [{ id: "31.71" }, { id: "32.73" }],
      // The WhatsApp entry is revealed only on request (POST /api/search/agents/{id}/contact).
      social_medias: [],
      has_whatsapp: true,
    });
    for (const secret of ["siti@demo.id", "3273000011112222", ktp, "Menteng Raya", "081298765432", "081234567890"])
      expect(res.body).not.toContain(secret);
  });

  it("shows a typed office as typed, and none for an independent agent (ADR 0052)", async () => {
    const id = (await form(siti)).json().data.edit_data.id;
    const publicOffice = async () =>
      (await t.app.inject({ method: "GET", url: `/api/agent/profile/${id}` })).json().data.agent_office;

    const typed = { ...(await validBody()), agent_office_id: null, agent_office_name: "  Ray White <Kemang>  " };
    const saved = await save(siti, typed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ agent_office_id: null, agent_office_name: "Ray White <Kemang>" });
    expect(await publicOffice()).toEqual({ id: null, name: "Ray White <Kemang>" });

    const independent = {
      ...(await validBody()),
      agent_type_id: await idOf("agent_types", "code", "INDEPENDENT"),
      agent_office_id: null,
    };
    const alone = await save(siti, independent);
    expect(alone.statusCode).toBe(200);
    expect(alone.json().data).toMatchObject({ agent_office_id: null, agent_office_name: null });
    expect(await publicOffice()).toBeNull();
    const types = (await form(siti)).json().data.base_data.agent_types as { name: string; needs_office: boolean }[];
    expect(types.find((type) => type.name === "Agen Independen")?.needs_office).toBe(false);
  });

  it("shows no tier without an active membership and answers 404 for unknown, non-agent or unactivated accounts", async () => {
    const rudiId = (await form(rudi)).json().data.edit_data.id;
    expect(
      (await t.app.inject({ method: "GET", url: `/api/agent/profile/${rudiId}` })).json().data.membership_display_name,
    ).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/api/agent/profile/999999" })).statusCode).toBe(404);
    await t.database.db.execute(sql`UPDATE users SET is_agent = false WHERE email = 'agus@demo.id'`);
    const agusId = (
      await rowsOf(t.database.db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE email = 'agus@demo.id'`)
    )[0]!.id;
    expect((await t.app.inject({ method: "GET", url: `/api/agent/profile/${agusId}` })).statusCode).toBe(404);
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${rudiId}`);
    expect((await t.app.inject({ method: "GET", url: `/api/agent/profile/${rudiId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/agent/profile/abc" })).statusCode).toBe(470);
  });
});
