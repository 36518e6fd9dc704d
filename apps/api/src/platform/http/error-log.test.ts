import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registration, register } from "../../../test/accounts.js";
import { multipartBody } from "../../../test/multipart-body.js";
import { jpegImage } from "../../../test/test-images.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

// Failed queries are forced with a constraint that refuses exactly the values of these tests (NOT VALID: the
// rows already there are not checked), so PostgreSQL answers with the row in its detail and Drizzle with the
// parameters in its message: what a careless logger would write out.
const lines: string[] = [];
let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), "griya-error-log-"));
  t = await createTestApp(
    { LOG_LEVEL: "info", FILES_DIR: filesDir },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

const force = (table: string, check: string) =>
  t.database.db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT forced_failure CHECK (${check}) NOT VALID`));

type LogLine = { level: number; msg: string; err?: Record<string, unknown> };
const parsed = (): LogLine[] =>
  lines
    .join("")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as LogLine);
const errorLines = () => parsed().filter((line) => line.level >= 50);

describe("the log of a failed query", () => {
  it("names the failure of a registration but never its password, hash, e-mail or other values", async () => {
    const email = "gagal-daftar@contoh.id";
    const password = "Kunci-Pintu-Merah-77";
    await force("users", `email <> '${email}'`);
    const res = await register(
      t.app,
      registration(email, {
        name: "Nama Pendaftar Gagal",
        password,
        password_confirmation: password,
        nib: "9120007654321",
      }),
    );
    expect(res.statusCode).toBe(500);

    const log = lines.join("");
    for (const secret of ["$argon2id", password, email, "Nama Pendaftar Gagal", "9120007654321", "params"]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
    const errors = errorLines();
    expect(errors).toHaveLength(1);
    const err = errors[0]!.err!;
    expect(err.type).toBe("DrizzleQueryError");
    expect(err.query).toMatch(/^insert into "users" \(.*"name", "email", "password_hash"/);
    expect(err.cause).toMatchObject({ code: "23514", constraint: "forced_failure", table: "users" });
    expect(err.message).toBe("Failed query");
    expect((err.cause as { message: string }).message).toBe("Database error 23514");
    expect(String(err.stack)).toMatch(/^\s+at /);
  });

  it("never writes a KTP number or a bank account to the log", async () => {
    const budi = await loginAs(t.app);
    const ktp = "3171234567890123";
    await force("agent_profiles", `ktp_number IS NULL OR ktp_number <> '${ktp}'`);
    const { payload, headers } = multipartBody([
      { name: "purpose", value: "ktp" },
      { name: "photo", filename: "ktp.jpg", contentType: "image/jpeg", data: await jpegImage(800, 500) },
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/file_content/upload_photo",
      payload,
      headers: { ...headers, ...bearer(budi) },
    });
    expect(upload.statusCode).toBe(201);
    const form = (await t.app.inject({ method: "GET", url: "/api/agent/update-profile", headers: bearer(budi) })).json()
      .data;
    const edit = form.edit_data;
    const profile = await t.app.inject({
      method: "POST",
      url: "/api/agent/update-profile",
      headers: bearer(budi),
      payload: {
        name: edit.name,
        agent_type_id: edit.agent_type_id,
        agent_office_id: edit.agent_office_id,
        selected_property_specializations: edit.selected_property_specializations,
        selected_price_specializations: edit.selected_price_specializations,
        selected_area_specializations: edit.selected_area_specializations,
        social_medias: [],
        nib: edit.nib,
        ktp_number: ktp,
        ktp_photo_uuid: upload.json().data.photo_uuid,
        npwp_number: null,
        npwp_photo_uuid: null,
        address: "Jl. Rahasia Sekali No. 9",
        province_id: edit.province_id,
        city_id: edit.city_id,
        district_id: edit.district_id,
        village_id: edit.village_id,
        age: null,
        gender: null,
      },
    });
    expect(profile.statusCode).toBe(500);

    const account = "9988776655";
    await force("billing_informations", `account_number <> '${account}'`);
    const billing = await t.app.inject({
      method: "PUT",
      url: "/api/v2/user/update-user-billing",
      headers: bearer(budi),
      payload: {
        bank_name: "BNI",
        account_name: "Pemilik Rekening Rahasia",
        account_number: account,
        phone_number: "081234567890",
      },
    });
    expect(billing.statusCode).toBe(500);

    const log = lines.join("");
    for (const secret of [ktp, "Jl. Rahasia Sekali", account, "Pemilik Rekening Rahasia", "Failing row"]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
    expect(errorLines().map((line) => (line.err!.cause as { table?: string } | undefined)?.table)).toEqual([
      "agent_profiles",
      "billing_informations",
    ]);
  });

  it("never writes personal query-string values to the request log", async () => {
    await t.app.inject({ method: "GET", url: "/api/auth/check_email_exist?email=penanya.rahasia%40contoh.id" });
    const log = lines.join("");
    expect(log).toContain("/api/auth/check_email_exist?email=[REDACTED]");
    expect(log).not.toContain("penanya.rahasia");
  });
});
