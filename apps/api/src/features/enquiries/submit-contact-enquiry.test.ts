import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

let t: TestApp;
let db: AppDb;
let budiId: number;
let listing: InsertedListing;
let phoneSeq = 0;

/** A phone of its own per test, so the per-phone limits and the 24-hour grouping never cross tests. */
const freshPhone = () => `0813${String(10_000_000 + (phoneSeq += 1)).slice(-8)}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://griya.example" });
  db = t.database.db;
  budiId = await userIdOf(db, "agen@demo.id");
  listing = await insertMarketListing(db, budiId, { titleSuffix: "Asri di Kemang" });
});
afterAll(() => t.close());

function enquiry(body: Record<string, unknown>, remoteAddress = freshIp()) {
  return t.app.inject({ method: "POST", url: "/api/v2/contact/enquiry", payload: body, remoteAddress });
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  listing_uuid: listing.uuid,
  name: "Rina Wijaya",
  email: "Rina@Contoh.id",
  phone: freshPhone(),
  message: "Apakah rumah ini masih tersedia?",
  ...overrides,
});

async function leadsOf(phone: string) {
  return rowsOf<{ uuid: string; phone: string; email: string; read_at: Date | null; archived_at: Date | null; messages: number }>(db, sql`
    SELECT e.uuid::text AS uuid, e.phone, e.email, e.read_at, e.archived_at,
      (SELECT count(*)::int FROM enquiry_messages m WHERE m.enquiry_uuid = e.uuid) AS messages
    FROM enquiries e WHERE e.phone = ${phone} ORDER BY e.created_at`);
}

describe(`POST /api/v2/contact/enquiry (${testDriver()})`, () => {
  it("stores a lead with its first message, the phone normalised, and e-mails the agent a link to it", async () => {
    const phone = freshPhone();
    const typed = `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
    const res = await enquiry(valid({ phone: typed, message: "Lihat https://tipu.example.com/promo ya" }));
    expect(res.statusCode, res.body).toBe(201);
    const uuid = res.json().data.uuid as string;
    expect(await leadsOf(phone)).toMatchObject([{ uuid, phone, email: "rina@contoh.id", read_at: null, messages: 1 }]);
    const [mail] = await outboxFor(t.app, "agen@demo.id");
    expect(mail!.subject).toBe("Lead baru dari Rina Wijaya: Rumah Asri di Kemang (" + listing.listing_number + ")");
    expect(mail!.links).toEqual([`https://griya.example/leads/${uuid}`]);
    for (const part of ["Rina Wijaya", phone, "rina@contoh.id", listing.listing_number, "Lihat tipu[.]example[.]com/promo ya"]) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.text).not.toContain("https://tipu");
  });
});
