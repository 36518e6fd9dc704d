import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { profileSchemaFor, registerSchemaFor } from "./account-schemas";
import { agentOfficeNameField, agentTypeNeedsOffice, INDEPENDENT_AGENT_TYPE_CODE } from "./agent-office";
import { fieldErrors } from "./auth-schemas";

const INDEPENDENT = 1;
const OFFICE = 2;

const register = {
  name: "Budi Santoso",
  email: "budi@contoh.id",
  phone_number: "081234567890",
  password: "rahasia123",
  password_confirmation: "rahasia123",
  agent_type_id: String(OFFICE),
  agent_office_id: "",
  agent_office_name: "",
  nib: "",
  selected_area_specializations: ["31.71"],
  referral_code: "",
};

const profile = {
  name: "Budi Santoso",
  agent_type_id: String(OFFICE),
  agent_office_id: "",
  agent_office_name: "",
  selected_area_specializations: ["31.71"],
  address: "Jl. Merdeka No. 1",
  province_id: "31",
  city_id: "31.71",
  district_id: "31.71.01",
  village_id: "31.71.01.1001",
};

const schemas = [
  ["registerSchemaFor", registerSchemaFor([INDEPENDENT]), register],
  ["profileSchemaFor", profileSchemaFor([INDEPENDENT]), profile],
] as const;

function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true as const, output: result.output as Record<string, unknown> }
    : { ok: false as const, errors: fieldErrors(result.issues) };
}

describe("agentTypeNeedsOffice", () => {
  it("lets only the independent type go without an office", () => {
    expect(agentTypeNeedsOffice(INDEPENDENT_AGENT_TYPE_CODE)).toBe(false);
    for (const code of ["OFFICE", "DEVELOPER", "OWNER"]) expect(agentTypeNeedsOffice(code)).toBe(true);
  });
});

describe.each(schemas)("the office rule of %s", (_, schema, valid) => {
  it("lets an independent agent register without an office, and drops one that was sent", () => {
    const bare = parse(schema, { ...valid, agent_type_id: String(INDEPENDENT) });
    expect(bare).toMatchObject({ ok: true, output: { agent_office_id: null, agent_office_name: null } });
    const sent = parse(schema, { ...valid, agent_type_id: String(INDEPENDENT), agent_office_id: "3" });
    expect(sent).toMatchObject({ ok: true, output: { agent_office_id: null, agent_office_name: null } });
  });

  it("asks an agent of an office for one", () => {
    expect(parse(schema, valid)).toEqual({ ok: false, errors: { agent_office_id: ["Kantor agen wajib diisi."] } });
    expect(parse(schema, { ...valid, agent_office_name: "   " })).toEqual({
      ok: false,
      errors: { agent_office_id: ["Kantor agen wajib diisi."] },
    });
  });

  it("takes a listed office or a typed one, trimmed, but not both", () => {
    expect(parse(schema, { ...valid, agent_office_id: " 3 " })).toMatchObject({
      ok: true,
      output: { agent_office_id: 3, agent_office_name: null },
    });
    expect(parse(schema, { ...valid, agent_office_name: "  Ray White Kemang  " })).toMatchObject({
      ok: true,
      output: { agent_office_id: null, agent_office_name: "Ray White Kemang" },
    });
    expect(parse(schema, { ...valid, agent_office_id: "3", agent_office_name: "Ray White" })).toEqual({
      ok: false,
      errors: { agent_office_name: ["Pilih kantor dari daftar atau ketik namanya, jangan keduanya."] },
    });
  });

  it("reports the office beside the other fields' problems", () => {
    expect(parse(schema, { ...valid, name: "" })).toEqual({
      ok: false,
      errors: { name: ["Nama lengkap wajib diisi."], agent_office_id: ["Kantor agen wajib diisi."] },
    });
  });
});

describe("agentOfficeNameField", () => {
  const errorsOf = (value: unknown) => {
    const result = v.safeParse(agentOfficeNameField, value);
    return result.success ? result.output : result.issues.map((issue) => issue.message);
  };

  it("keeps up to 100 characters as typed, trimmed; blank is none", () => {
    expect(errorsOf("Kantor Ünïcode & Co.")).toBe("Kantor Ünïcode & Co.");
    expect(errorsOf(`  ${"a".repeat(100)}  `)).toBe("a".repeat(100));
    expect(errorsOf("a".repeat(101))).toEqual(["Nama kantor maksimal 100 karakter."]);
    for (const blank of [undefined, null, "", "   "]) expect(errorsOf(blank)).toBeNull();
  });

  it("refuses line breaks and other control characters, even at either end", () => {
    for (const text of ["Ray\r\nWhite", "Ray White\n", "\tRay", "Ray\u0000", "Ray\u001BWhite", "Ray\u007F"]) {
      expect(errorsOf(text)).toEqual(["Nama kantor tidak boleh berisi karakter kontrol, seperti baris baru atau tab."]);
    }
    expect(errorsOf(42)).toEqual(["Nama kantor yang dipilih tidak valid."]);
  });
});

describe("the office rule left to the API (null)", () => {
  it("passes the office through as given", () => {
    const schema = registerSchemaFor(null);
    expect(parse(schema, register)).toMatchObject({ ok: true, output: { agent_office_id: null } });
    expect(parse(schema, { ...register, agent_office_id: "3", agent_office_name: "Ray" })).toMatchObject({
      ok: true,
      output: { agent_office_id: 3, agent_office_name: "Ray" },
    });
  });
});
