import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

const SALES = "penjualan@griya.example";
let t: TestApp;
let db: AppDb;
let agentType: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp({ SALES_EMAIL: SALES });
  db = t.database.db;
  agentType = (
    await rowsOf(
      db,
      v.object({ id: v.number(), name: v.string() }),
      sql`SELECT id, name FROM agent_types ORDER BY sort_order LIMIT 1`,
    )
  )[0]!;
});
afterAll(() => t.close());

const submit = (body: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/registration/agent/submit", payload: body, remoteAddress });

const countStored = async () =>
  (await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM agent_registrations`))[0]!.n;

const valid = { name: "Rina Wati", email: "rina@contoh.id", phone: "081233334444" };

describe(`POST /api/registration/agent/submit (${testDriver()})`, () => {
  it("stores the interest and e-mails every field to SALES_EMAIL", async () => {
    const res = await submit({
      name: "Rina Wati",
      email: "Rina@Contoh.id",
      phone: "+62 812-3333-4444",
      agent_type_id: agentType.id,
      agent_office_name: "Ray White Kemang",
      city_id: "32.73",
      message: "Lihat portofolio saya di https://rina.example",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json().data;
    const [row] = await rowsOf(
      db,
      v.record(v.string(), v.unknown()),
      sql`SELECT name, email, phone, agent_type_id, agent_office_name, city_id, message
      FROM agent_registrations WHERE uuid = ${uuid}::uuid`,
    );
    expect(row).toEqual({
      name: "Rina Wati",
      email: "rina@contoh.id",
      phone: "081233334444",
      agent_type_id: agentType.id,
      agent_office_name: "Ray White Kemang",
      city_id: "32.73",
      message: "Lihat portofolio saya di rina[.]example",
    });
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.subject).toBe("Minat bergabung sebagai agen dari Rina Wati");
    for (const part of [
      "rina@contoh.id",
      "081233334444",
      `Tipe agen: ${agentType.name}`,
      "Nama kantor: Ray White Kemang",
      "Kota/Kabupaten: Kota Bandung, Jawa Barat",
      "rina[.]example",
      "Diterima: ",
    ]) {
      expect(mail!.text).toContain(part);
    }
  });

  it("takes the required fields only", async () => {
    const res = await submit(valid);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.text).toContain("Tipe agen: -");
  });

  it("answers 470 per field in Indonesian: blank name, bad phone, unknown agent type and city", async () => {
    const stored = await countStored();
    const res = await submit({
      name: "  ",
      email: "rina@contoh.id",
      phone: "12345",
      agent_type_id: 999_999,
      city_id: "99.99",
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      name: ["Nama lengkap wajib diisi."],
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
      agent_type_id: ["Tipe agen yang dipilih tidak valid."],
      city_id: ["Kota/Kabupaten yang dipilih tidak valid."],
    });
    expect(await countStored()).toBe(stored);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const [stored, mails] = [await countStored(), (await outboxFor(t.app, SALES)).length];
    const res = await submit({ ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(await countStored()).toBe(stored);
    expect((await outboxFor(t.app, SALES)).length).toBe(mails);
  });

  it("refuses the 6th submission an hour from one address with one phone with the Indonesian 429", async () => {
    const ip = freshIp();
    const body = { ...valid, phone: "081233335555" };
    for (let i = 0; i < 5; i++) expect((await submit(body, ip)).statusCode).toBe(201);
    const refused = await submit(body, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 60 menit.");
  });
});
