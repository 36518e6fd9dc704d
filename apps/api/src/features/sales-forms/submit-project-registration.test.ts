import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

const SALES = "proyek@griya.example";
let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp({ SALES_EMAIL: SALES });
  db = t.database.db;
});
afterAll(() => t.close());

const submit = (body: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/registration/project/submit", payload: body, remoteAddress });

const countStored = async () =>
  (await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM project_registrations`))[0]!.n;

const valid = {
  name: "Hendra Gunawan",
  email: "hendra@pengembang.id",
  phone: "081255556666",
  company_name: "PT Maju Bersama",
  project_name: "Griya Asri",
};

describe(`POST /api/registration/project/submit (${testDriver()})`, () => {
  it("stores the project and e-mails every field to SALES_EMAIL", async () => {
    const res = await submit({
      ...valid,
      email: "Hendra@Pengembang.ID",
      phone: "(0812) 5555-6666",
      city_id: "32.73",
      message: "Brosur di www.griya-asri.example",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json().data;
    const [row] = await rowsOf(
      db,
      v.record(v.string(), v.unknown()),
      sql`SELECT name, email, phone, company_name, project_name, city_id, message
      FROM project_registrations WHERE uuid = ${uuid}::uuid`,
    );
    expect(row).toEqual({
      name: "Hendra Gunawan",
      email: "hendra@pengembang.id",
      phone: "081255556666",
      company_name: "PT Maju Bersama",
      project_name: "Griya Asri",
      city_id: "32.73",
      message: "Brosur di www[.]griya-asri[.]example",
    });
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.subject).toBe("Pendaftaran proyek Griya Asri dari PT Maju Bersama");
    for (const part of [
      "hendra@pengembang.id",
      "081255556666",
      "Nama perusahaan: PT Maju Bersama",
      "Nama proyek: Griya Asri",
      "Kota/Kabupaten: Kota Bandung, Jawa Barat",
      "www[.]griya-asri[.]example",
    ]) {
      expect(mail!.text).toContain(part);
    }
  });

  it("answers 470 per field in Indonesian: blank company and project, bad phone, unknown city", async () => {
    const stored = await countStored();
    const res = await submit({ ...valid, phone: "0211234", company_name: " ", project_name: " ", city_id: "99.99" });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      company_name: ["Nama perusahaan wajib diisi."],
      project_name: ["Nama proyek wajib diisi."],
      city_id: ["Kota/Kabupaten yang dipilih tidak valid."],
    });
    expect(await countStored()).toBe(stored);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const [stored, mails] = [await countStored(), (await outboxFor(t.app, SALES)).length];
    const res = await submit({ ...valid, website: "spam" });
    expect(res.statusCode).toBe(201);
    expect(await countStored()).toBe(stored);
    expect((await outboxFor(t.app, SALES)).length).toBe(mails);
  });

  it("refuses the 11th submission an hour from one address with the Indonesian 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await submit({ ...valid, phone: `08125555${String(7000 + i)}` }, ip)).statusCode).toBe(201);
    }
    const refused = await submit({ ...valid, phone: "081255558000" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 60 menit.");
  });
});
