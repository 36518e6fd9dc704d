import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

const SALES = "kpr@griya.example";
let t: TestApp;
let db: AppDb;
let listing: InsertedListing;
beforeAll(async () => {
  t = await createTestApp({ SALES_EMAIL: SALES, PUBLIC_URL: "https://griya.example" });
  db = t.database.db;
  listing = await insertMarketListing(db, await userIdOf(db, "agen@demo.id"), { titleSuffix: "Dekat Stasiun" });
});
afterAll(() => t.close());

const consult = (body: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/contact/consultation", payload: body, remoteAddress });

const countStored = async () =>
  (await rowsOf(db, v.object({ n: v.number() }), sql`SELECT count(*)::int AS n FROM consultations`))[0]!.n;

describe(`POST /api/contact/consultation (${testDriver()})`, () => {
  it("stores the request and e-mails every field and the listing link to SALES_EMAIL", async () => {
    const res = await consult({
      name: "Dewi Lestari",
      phone: "+62 812-7777-8888",
      email: "Dewi@Contoh.id",
      listing_uuid: listing.uuid,
      loan_amount: 800_000_000,
      tenure_years: 20,
      monthly_income: 25_000_000,
      message: "Mohon simulasi di https://bank.example",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json().data;
    const [row] = await rowsOf(
      db,
      v.record(v.string(), v.unknown()),
      sql`SELECT name, phone, email, loan_amount::int AS loan, tenure_years, listing_id
      FROM consultations WHERE uuid = ${uuid}::uuid`,
    );
    expect(row).toEqual({
      name: "Dewi Lestari",
      phone: "081277778888",
      email: "dewi@contoh.id",
      loan: 800_000_000,
      tenure_years: 20,
      listing_id: listing.id,
    });
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.subject).toBe("Permintaan konsultasi KPR dari Dewi Lestari");
    for (const part of [
      "081277778888",
      "dewi@contoh.id",
      "Rp 800.000.000",
      "20 tahun",
      "Rp 25.000.000",
      "Mohon simulasi di bank[.]example",
      `Rumah Dekat Stasiun (${listing.listing_number})`,
    ]) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.links).toEqual([`https://griya.example/properti/${listing.uuid}`]);
    // The buyer's confirmation names the listing, not what they wrote.
    const [confirmation] = await outboxFor(t.app, "dewi@contoh.id");
    expect(confirmation!.subject).toBe("Permintaan konsultasi KPR diterima");
    expect(confirmation!.text).toContain(`Rumah Dekat Stasiun (${listing.listing_number})`);
    expect(confirmation!.text).not.toContain("Mohon simulasi");
    expect(confirmation!.text).not.toContain("Dewi Lestari");
  });

  it("takes a request with the required fields only", async () => {
    const res = await consult({ name: "Tanpa Listing", phone: "081277770000" });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxFor(t.app, SALES);
    expect(mail!.text).toContain("Jumlah pinjaman: -");
    expect(mail!.links).toEqual([]);
  });

  it("answers 470 per field in Indonesian", async () => {
    const res = await consult({ name: "  ", phone: "12345" });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      name: ["Nama wajib diisi."],
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
    });
    const empty = await consult({ name: "", phone: "", email: "budi@" });
    expect(empty.json().errors).toEqual({
      name: ["Nama wajib diisi."],
      phone: ["Nomor ponsel wajib diisi."],
      email: ["Format email tidak valid."],
    });
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const [stored, mails] = [await countStored(), (await outboxFor(t.app, SALES)).length];
    const res = await consult({ name: "Bot", phone: "081277771111", website: "spam" });
    expect(res.statusCode).toBe(201);
    expect(await countStored()).toBe(stored);
    expect((await outboxFor(t.app, SALES)).length).toBe(mails);
  });

  it("refuses the 6th request an hour from one address with one phone with the Indonesian 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await consult({ name: "Ulang", phone: "081277772222" }, ip)).statusCode).toBe(201);
    const refused = await consult({ name: "Ulang", phone: "081277772222" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 60 menit.");
  });
});
