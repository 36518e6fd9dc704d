import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

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
  return rowsOf(
    db,
    v.object({
      uuid: v.string(),
      phone: v.string(),
      email: v.string(),
      read_at: v.nullable(v.string()),
      archived_at: v.nullable(v.string()),
      messages: v.number(),
    }),
    sql`
    SELECT e.uuid::text AS uuid, e.phone, e.email, e.read_at, e.archived_at,
      (SELECT count(*)::int FROM enquiry_messages m WHERE m.enquiry_uuid = e.uuid) AS messages
    FROM enquiries e WHERE e.phone = ${phone} ORDER BY e.created_at`,
  );
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
    for (const part of [
      "Rina Wijaya",
      phone,
      "rina@contoh.id",
      listing.listing_number,
      "Lihat tipu[.]example[.]com/promo ya",
    ]) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.text).not.toContain("https://tipu");
  });
});

describe(`the buyer's confirmation (${testDriver()})`, () => {
  it("names the listing and the agent, never repeats the message nor the name, and links to the listing", async () => {
    const to = `konfirmasi-${phoneSeq + 1}@contoh.id`;
    const secret = "Teks rahasia yang tidak boleh diteruskan ke siapa pun";
    const res = await enquiry(valid({ email: to, name: "Nama Tamu Iseng", message: secret }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxFor(t.app, to);
    expect(mail!.subject).toBe("Pesan Anda sudah terkirim ke agen");
    expect(mail!.text).toContain(`Rumah Asri di Kemang (${listing.listing_number})`);
    expect(mail!.text).toContain("Budi Santoso");
    expect(mail!.links).toEqual([`https://griya.example/properti/${listing.uuid}`]);
    for (const part of [mail!.text, mail!.subject ?? ""]) {
      expect(part).not.toContain("rahasia");
      expect(part).not.toContain("Nama Tamu Iseng");
    }
  });

  it("goes to one address at most 5 times a day, from any visitor; the 6th enquiry still reaches the agent", async () => {
    const to = `banjir-${phoneSeq + 1}@contoh.id`;
    for (let i = 0; i < 5; i++) expect((await enquiry(valid({ email: to }))).statusCode).toBe(201);
    expect(await outboxFor(t.app, to)).toHaveLength(5);
    const phone = freshPhone();
    const sixth = await enquiry(valid({ email: to, phone }));
    expect(sixth.statusCode).toBe(201);
    expect(await outboxFor(t.app, to)).toHaveLength(5);
    expect(await leadsOf(phone)).toHaveLength(1);
  });

  it("from the agent's page names the agent and links to their page", async () => {
    const to = `agenpage-${phoneSeq + 1}@contoh.id`;
    const res = await enquiry(valid({ listing_uuid: null, agent_id: budiId, email: to }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxFor(t.app, to);
    expect(mail!.text).toContain("Budi Santoso");
    expect(mail!.links).toEqual([`https://griya.example/agen/${budiId}`]);
  });
});

describe(`enquiry validation and honeypot (${testDriver()})`, () => {
  it("answers 470 per field in Indonesian: blank name and message, a phone that is not a mobile number", async () => {
    const res = await enquiry(valid({ name: "   ", message: " \n ", phone: "021 555 0100" }));
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      name: ["Nama wajib diisi."],
      message: ["Pesan wajib diisi."],
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
    });
  });

  it("answers every mistake at once, an empty field as required, in the words of the form's labels", async () => {
    const empty = await enquiry(valid({ name: "", email: "", phone: "", message: "" }));
    expect(empty.statusCode).toBe(470);
    expect(empty.json().errors).toEqual({
      name: ["Nama wajib diisi."],
      email: ["Email wajib diisi."],
      phone: ["Nomor ponsel wajib diisi."],
      message: ["Pesan wajib diisi."],
    });
    // An empty name no longer hides the phone's problem, nor a bad address the others.
    const mixed = await enquiry(valid({ name: "", email: "budi@", phone: "12345" }));
    expect(mixed.json().errors).toEqual({
      name: ["Nama wajib diisi."],
      email: ["Format email tidak valid."],
      phone: ["Nomor ponsel tidak valid. Contoh: 0812 3456 7890."],
    });
  });

  it("needs exactly one of listing_uuid and agent_id", async () => {
    const none = await enquiry(valid({ listing_uuid: null }));
    expect(none.statusCode).toBe(470);
    expect(none.json().errors).toEqual({
      listing_uuid: ["Pilih listing atau agen yang ingin Anda hubungi."],
      agent_id: ["Pilih listing atau agen yang ingin Anda hubungi."],
    });
    const both = await enquiry(valid({ agent_id: budiId }));
    expect(both.statusCode).toBe(470);
    expect(Object.keys(both.json().errors)).toEqual(["listing_uuid", "agent_id"]);
  });

  it("reads every common way of writing the number as the same phone: one lead", async () => {
    const phone = freshPhone();
    const [a, b, c, d] = [phone.slice(1, 4), phone.slice(4, 8), phone.slice(8), phone.slice(1)];
    const forms = [phone, `+62 ${a}-${b}-${c}`, `62${a} ${b} ${c}`, `(0${a}) ${b}-${c}`, `+62${d}`];
    const uuids = new Set<string>();
    for (const [i, form] of forms.entries()) {
      const res = await enquiry(valid({ phone: form, message: `Pesan ${i}` }));
      expect(res.statusCode, res.body).toBe(201);
      uuids.add(res.json().data.uuid);
    }
    expect(uuids.size).toBe(1);
    expect(await leadsOf(phone)).toMatchObject([{ phone, messages: forms.length }]);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const phone = freshPhone();
    const before = (await outboxFor(t.app, "agen@demo.id")).length;
    const res = await enquiry(valid({ phone, website: "http://spam.example" }));
    expect(res.statusCode).toBe(201);
    const { uuid } = res.json().data;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadsOf(phone)).toEqual([]);
    expect(
      await rowsOf(db, v.record(v.string(), v.unknown()), sql`SELECT 1 FROM enquiries WHERE uuid = ${uuid}::uuid`),
    ).toEqual([]);
    expect((await outboxFor(t.app, "agen@demo.id")).length).toBe(before);
  });

  it("answers 404 for a listing that is not public and for an agent without a public page", async () => {
    const draft = await insertMarketListing(db, budiId, { status: "DRAFT" });
    const inactive = await insertMarketListing(db, budiId, { status: "INACTIVE" });
    for (const uuid of [draft.uuid, inactive.uuid, "00000000-0000-4000-8000-000000000000"]) {
      const res = await enquiry(valid({ listing_uuid: uuid }));
      expect(res.statusCode, uuid).toBe(404);
      expect(res.json().errors).toBe("Listing tidak ditemukan atau sudah tidak tayang.");
    }
    const [unverified] = await rowsOf(
      db,
      v.object({ id: v.number() }),
      sql`
      INSERT INTO users (name, email, password_hash, referral_code) VALUES ('Belum Aktif', 'belum@contoh.id', 'x', 'BELUMAKT')
      RETURNING id`,
    );
    for (const id of [unverified!.id, 2_147_483_647]) {
      const res = await enquiry(valid({ listing_uuid: undefined, agent_id: id }));
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().errors).toBe("Agen tidak ditemukan.");
    }
  });
});

describe(`24-hour grouping (${testDriver()})`, () => {
  it("adds a later message to the lead, once, and opens a new lead after 24 hours", async () => {
    const phone = freshPhone();
    const first = (await enquiry(valid({ phone, message: "Masih ada?" }))).json().data.uuid;
    const second = await enquiry(valid({ phone, name: "Rina W.", message: "Bisa survei Sabtu?" }));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.uuid).toBe(first);
    const [followUp] = await outboxFor(t.app, "agen@demo.id");
    expect(followUp!.subject).toContain("Pesan lanjutan dari Rina W.");
    expect(followUp!.text).toContain("Bisa survei Sabtu?");
    expect(followUp!.links).toEqual([`https://griya.example/leads/${first}`]);

    // The same message again (a double tap, a retry): nothing new, no second e-mail.
    const mails = (await outboxFor(t.app, "agen@demo.id")).length;
    expect((await enquiry(valid({ phone, message: "Bisa survei Sabtu?" }))).json().data.uuid).toBe(first);
    expect(await leadsOf(phone)).toMatchObject([{ uuid: first, messages: 2 }]);
    expect((await outboxFor(t.app, "agen@demo.id")).length).toBe(mails);

    await db.execute(
      sql`UPDATE enquiries SET created_at = created_at - interval '24 hours 1 minute' WHERE uuid = ${first}::uuid`,
    );
    const later = (await enquiry(valid({ phone, message: "Masih ada?" }))).json().data.uuid;
    expect(later).not.toBe(first);
    expect(await leadsOf(phone)).toMatchObject([
      { uuid: first, messages: 2 },
      { uuid: later, messages: 1 },
    ]);
  });

  it("brings a read, archived lead back unread with a new message", async () => {
    const phone = freshPhone();
    const uuid = (await enquiry(valid({ phone }))).json().data.uuid;
    await db.execute(
      sql`UPDATE enquiries SET read_at = now(), first_response_at = now(), archived_at = now() WHERE uuid = ${uuid}::uuid`,
    );
    await enquiry(valid({ phone, message: "Halo, apakah sudah dibaca?" }));
    const [lead] = await rowsOf(
      db,
      v.object({
        read_at: v.nullable(v.string()),
        archived_at: v.nullable(v.string()),
        first_response_at: v.nullable(v.string()),
      }),
      sql`
      SELECT read_at, archived_at, first_response_at FROM enquiries WHERE uuid = ${uuid}::uuid`,
    );
    expect(lead).toMatchObject({ read_at: null, archived_at: null });
    expect(lead!.first_response_at).not.toBeNull();
  });

  it("keeps the same phone on another listing, or on the agent's page, a lead of its own", async () => {
    const phone = freshPhone();
    const other = await insertMarketListing(db, budiId, { titleSuffix: "Lain" });
    const a = (await enquiry(valid({ phone }))).json().data.uuid;
    const b = (await enquiry(valid({ phone, listing_uuid: other.uuid }))).json().data.uuid;
    const fromPage = await enquiry(valid({ phone, listing_uuid: undefined, agent_id: budiId }));
    expect(fromPage.statusCode, fromPage.body).toBe(201);
    const c = fromPage.json().data.uuid;
    const again = (await enquiry(valid({ phone, listing_uuid: undefined, agent_id: budiId, message: "Lagi" }))).json()
      .data.uuid;
    expect(new Set([a, b, c]).size).toBe(3);
    expect(again).toBe(c);
    const [page] = await rowsOf(
      db,
      v.object({ listing_id: v.nullable(v.number()), source: v.string() }),
      sql`
      SELECT listing_id, source FROM enquiries WHERE uuid = ${c}::uuid`,
    );
    expect(page).toEqual({ listing_id: null, source: "agent_page" });
    const [mail] = await outboxFor(t.app, "agen@demo.id");
    expect(mail!.subject).toBe("Pesan lanjutan dari Rina Wijaya: halaman agen Anda");
  });
});

describe(`enquiry rate limits (${testDriver()})`, () => {
  it("refuses the 11th enquiry an hour from one address with one phone, with the Indonesian message", async () => {
    const ip = freshIp();
    const phone = freshPhone();
    for (let i = 0; i < 10; i++) {
      expect((await enquiry(valid({ phone, message: `Pesan ${i}` }), ip)).statusCode).toBe(201);
    }
    const refused = await enquiry(valid({ phone, message: "Satu lagi" }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errors: "Terlalu banyak percobaan. Coba lagi dalam 60 menit." });
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another address with the same phone still gets through (a shared phone is slowed past 20, never refused).
    expect((await enquiry(valid({ phone, message: "Dari alamat lain" }))).statusCode).toBe(201);
  });

  it("refuses the 31st enquiry an hour from one address, whatever the phones", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await enquiry(valid(), ip)).statusCode).toBe(201);
    }
    const refused = await enquiry(valid(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 60 menit.");
  });
});
