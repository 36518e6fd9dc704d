import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

const SALES = "cari-proyek@griya.example";
let t: TestApp;
let db: AppDb;
let propertyType: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp({ SALES_EMAIL: SALES });
  db = t.database.db;
  propertyType = (
    await rowsOf(
      db,
      v.object({ id: v.number(), name: v.string() }),
      sql`SELECT id, name FROM property_types ORDER BY sort_order LIMIT 1`,
    )
  )[0]!;
});
afterAll(() => t.close());

const submit = (body: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/find_project_inquiries/submit", payload: body, remoteAddress });

const countStored = async () =>
  (await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM find_project_inquiries`))[0]!.n;

const valid = { name: "Maya Sari", email: "maya@contoh.id", phone: "081377778888" };

describe(`POST /api/find_project_inquiries/submit (${testDriver()})`, () => {
  it("stores the inquiry and e-mails every field with the budget in rupiah to SALES_EMAIL", async () => {
    const res = await submit({
      ...valid,
      property_type_id: propertyType.id,
      city_id: "32.73",
      budget_min: 500_000_000,
      budget_max: 1_200_000_000,
      message: "Dekat sekolah",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json().data;
    const [row] = await rowsOf(
      db,
      v.record(v.string(), v.unknown()),
      sql`SELECT name, email, phone, property_type_id, city_id, budget_min::bigint::text AS budget_min,
      budget_max::bigint::text AS budget_max, message FROM find_project_inquiries WHERE uuid = ${uuid}::uuid`,
    );
    expect(row).toEqual({
      name: "Maya Sari",
      email: "maya@contoh.id",
      phone: "081377778888",
      property_type_id: propertyType.id,
      city_id: "32.73",
      budget_min: "500000000",
      budget_max: "1200000000",
      message: "Dekat sekolah",
    });
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.subject).toBe("Permintaan bantuan mencari proyek dari Maya Sari");
    for (const part of [
      `Tipe properti: ${propertyType.name}`,
      "Kota/Kabupaten: Kota Bandung, Jawa Barat",
      "Anggaran minimal: Rp 500.000.000",
      "Anggaran maksimal: Rp 1.200.000.000",
      "Pesan: Dekat sekolah",
    ]) {
      expect(mail!.text).toContain(part);
    }
  });

  it("takes the required fields only", async () => {
    const res = await submit(valid);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.text).toContain("Anggaran minimal: -");
  });

  it("answers 470 per field in Indonesian: bad phone, unknown property type and city, budgets the wrong way round", async () => {
    const stored = await countStored();
    const res = await submit({
      ...valid,
      phone: "+1 555 0100",
      property_type_id: 999_999,
      city_id: "99.99",
      budget_min: 900_000_000,
      budget_max: 300_000_000,
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      property_type_id: ["Tipe properti yang dipilih tidak valid."],
      city_id: ["Kota/Kabupaten yang dipilih tidak valid."],
      budget_max: ["Anggaran maksimal tidak boleh lebih kecil dari anggaran minimal."],
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

  it("refuses the 6th inquiry an hour from one address with one phone with the Indonesian 429", async () => {
    const ip = freshIp();
    const body = { ...valid, phone: "081377779999" };
    for (let i = 0; i < 5; i++) expect((await submit(body, ip)).statusCode).toBe(201);
    const refused = await submit(body, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 60 menit.");
  });
});
