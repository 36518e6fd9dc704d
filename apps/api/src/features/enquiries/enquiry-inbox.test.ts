import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
let agus: { id: number; token: string };
let siti: { id: number; token: string };
let listing: InsertedListing;
let phoneSeq = 0;
const freshPhone = () => `0817${String(10_000_000 + (phoneSeq += 1)).slice(-8)}`;

// The inbox of agus@demo.id, who has no leads in the seed; siti@demo.id is the other agent.
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  agus = { id: await userIdOf(db, "agus@demo.id"), token: await loginAs(t.app, "agus@demo.id") };
  siti = { id: await userIdOf(db, "siti@demo.id"), token: await loginAs(t.app, "siti@demo.id") };
  listing = await insertMarketListing(db, agus.id, { titleSuffix: "Tenang di Depok", photoWidths: [[320, 640, 1280]] });
});
afterAll(() => t.close());

async function lead(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v2/contact/enquiry",
    remoteAddress: freshIp(),
    payload: {
      listing_uuid: listing.uuid,
      name: "Budi Calon",
      email: "calon@contoh.id",
      phone: freshPhone(),
      message: "Masih ada?",
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.uuid;
}

const call = (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const unread = async (token = agus.token) =>
  (await call(token, "GET", "/api/enquiries/unread_count")).json().data.count as number;
async function list(query: string, token = agus.token) {
  const res = await call(token, "GET", `/api/enquiries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { uuid: string; read: boolean; archive: boolean }[]; meta: Record<string, number> }>();
}
const uuidsOf = async (query: string) => (await list(query)).data.map((e) => e.uuid);

describe(`the inbox (${testDriver()})`, () => {
  it("shows a lead with its messages and listing, and the tabs and unread count follow read, archive and delete", async () => {
    const phone = freshPhone();
    const a = await lead({ phone, message: "Kunjungi www.contoh.id" });
    await lead({ phone, message: "Pesan kedua" });
    const b = await lead();
    const res = await call(agus.token, "GET", `/api/enquiries/${a}`);
    expect(res.statusCode).toBe(200);
    const got = res.json().data;
    expect(got).toMatchObject({
      uuid: a,
      read: false,
      archive: false,
      name: "Budi Calon",
      email: "calon@contoh.id",
      phone,
      message: "Kunjungi www[.]contoh[.]id",
      first_response_at: null,
      listing: {
        uuid: listing.uuid,
        title: "Rumah Tenang di Depok",
        listing_number: listing.listing_number,
        public: true,
      },
    });
    expect(got.listing.photo_url).toMatch(/^\/api\/files\/photos\/[0-9a-f-]{36}-320\.webp$/);
    expect(got.messages.map((m: { message: string }) => m.message)).toEqual([
      "Kunjungi www[.]contoh[.]id",
      "Pesan kedua",
    ]);
    expect(got.last_message_at).toBe(got.messages[1].created_at);

    expect(await uuidsOf("?archive=false")).toEqual([b, a]);
    expect(await unread()).toBe(2);
    expect((await call(agus.token, "POST", "/api/enquiries/set_read", { uuid: a, value: true })).json().data.read).toBe(
      true,
    );
    expect(await unread()).toBe(1);
    expect(await uuidsOf("?archive=false&read=false")).toEqual([b]);
    await call(agus.token, "POST", "/api/enquiries/set_read", { uuid: a, value: false });
    expect(await unread()).toBe(2);
    await call(agus.token, "POST", "/api/enquiries/set_archive", { uuid: b, value: true });
    expect(await unread()).toBe(1);
    expect(await uuidsOf("?archive=true")).toEqual([b]);
    expect(await uuidsOf("?archive=false")).toEqual([a]);
    await call(agus.token, "POST", "/api/enquiries/set_archive", { uuid: b, value: false });
    expect(await unread()).toBe(2);
    expect((await call(agus.token, "DELETE", `/api/enquiries/${b}`)).json()).toEqual({ data: { success: true } });
    expect(await unread()).toBe(1);
    expect((await call(agus.token, "GET", `/api/enquiries/${b}`)).statusCode).toBe(404);
    expect(
      await rowsOf(
        db,
        v.record(v.string(), v.unknown()),
        sql`SELECT 1 FROM enquiry_messages WHERE enquiry_uuid = ${b}::uuid`,
      ),
    ).toEqual([]);
    await call(agus.token, "DELETE", `/api/enquiries/${a}`);
    expect(await unread()).toBe(0);
  });

  it("sets the first response once: at the first read or reply, kept through unread and later reads", async () => {
    const a = await lead();
    const opened = (await call(agus.token, "POST", "/api/enquiries/set_read", { uuid: a, value: true })).json().data;
    expect(opened.first_response_at).not.toBeNull();
    const unreadAgain = (await call(agus.token, "POST", "/api/enquiries/set_read", { uuid: a, value: false })).json()
      .data;
    expect(unreadAgain).toMatchObject({ read: false, first_response_at: opened.first_response_at });
    const reread = (await call(agus.token, "POST", "/api/enquiries/set_read", { uuid: a, value: true })).json().data;
    expect(reread.first_response_at).toBe(opened.first_response_at);

    const b = await lead();
    const replied = await call(agus.token, "POST", "/api/enquiries/record_reply", { uuid: b, channel: "whatsapp" });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ read: true, first_response_at: expect.any(String) });
    for (const uuid of [a, b]) await call(agus.token, "DELETE", `/api/enquiries/${uuid}`);
  });

  it("pages 20 leads at a time, newest activity first", async () => {
    await db.execute(sql`INSERT INTO enquiries (agent_user_id, source, name, email, phone, message, created_at, last_message_at)
      SELECT ${agus.id}, 'agent_page', 'Tamu ' || n, 'tamu@contoh.id', '081200000000', 'Halo', now() - make_interval(hours => n),
        now() - make_interval(mins => n)
      FROM generate_series(1, 25) AS n`);
    const first = await list("?archive=false");
    expect(first.meta).toEqual({ current_page: 1, per_page: 20, total: 25, last_page: 2 });
    const second = await list("?archive=false&page=2");
    expect(second.data).toHaveLength(5);
    const names = [...first.data, ...second.data].map((e) => (e as unknown as { name: string }).name);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `Tamu ${i + 1}`));
    expect((await list("?page=3")).data).toEqual([]);
    await db.execute(sql`DELETE FROM enquiries WHERE agent_user_id = ${agus.id}`);
  });

  it("keeps a lead whose listing went offline or was deleted", async () => {
    const other = await insertMarketListing(db, agus.id, { titleSuffix: "Akan Dihapus" });
    const a = await lead({ listing_uuid: other.uuid });
    await db.execute(sql`UPDATE listings SET status = 'INACTIVE' WHERE id = ${other.id}`);
    expect((await call(agus.token, "GET", `/api/enquiries/${a}`)).json().data.listing.public).toBe(false);
    await db.execute(sql`DELETE FROM listings WHERE id = ${other.id}`);
    const after = (await call(agus.token, "GET", `/api/enquiries/${a}`)).json().data;
    expect(after).toMatchObject({ uuid: a, listing: null, message: "Masih ada?" });
    await call(agus.token, "DELETE", `/api/enquiries/${a}`);
  });
});

describe(`another agent's leads (${testDriver()})`, () => {
  it("answer 404 for every call and never show in their lists or counts", async () => {
    const a = await lead();
    const before = { unread: await unread(siti.token), total: (await list("", siti.token)).meta.total };
    const attempts = [
      call(siti.token, "GET", `/api/enquiries/${a}`),
      call(siti.token, "POST", "/api/enquiries/set_read", { uuid: a, value: true }),
      call(siti.token, "POST", "/api/enquiries/set_archive", { uuid: a, value: true }),
      call(siti.token, "POST", "/api/enquiries/record_reply", { uuid: a, channel: "phone" }),
      call(siti.token, "DELETE", `/api/enquiries/${a}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errors).toBe("Lead tidak ditemukan.");
    }
    expect((await list("", siti.token)).data.map((e) => e.uuid)).not.toContain(a);
    expect({ unread: await unread(siti.token), total: (await list("", siti.token)).meta.total }).toEqual(before);
    const untouched = (await call(agus.token, "GET", `/api/enquiries/${a}`)).json().data;
    expect(untouched).toMatchObject({ read: false, archive: false, first_response_at: null });
    await call(agus.token, "DELETE", `/api/enquiries/${a}`);
  });
});

describe(`GET /api/enquiries/response_time (${testDriver()})`, () => {
  it("is the median minutes to the first response over the leads of the last 30 days", async () => {
    const empty = (await call(agus.token, "GET", "/api/enquiries/response_time")).json().data;
    expect(empty).toEqual({ window_days: 30, median_minutes: null, answered: 0, waiting: 0 });
    // Answered after 10, 20 and 45 minutes; one waits; one answered in 1 minute arrived 31 days ago (outside).
    await db.execute(sql`INSERT INTO enquiries (agent_user_id, source, name, email, phone, message, created_at, first_response_at)
      SELECT ${agus.id}, 'agent_page', 'Tamu', 'tamu@contoh.id', '081200000000', 'Halo', now() - make_interval(days => d),
        CASE WHEN m IS NOT NULL THEN now() - make_interval(days => d) + make_interval(mins => m) END
      FROM (VALUES (1, 10), (2, 20), (3, 45), (4, NULL), (31, 1)) AS v (d, m)`);
    const res = await call(agus.token, "GET", "/api/enquiries/response_time");
    expect(res.json().data).toEqual({ window_days: 30, median_minutes: 20, answered: 3, waiting: 1 });
    await db.execute(sql`DELETE FROM enquiries WHERE agent_user_id = ${agus.id}`);
  });
});

describe(`leads on the my-listings cards (${testDriver()})`, () => {
  it("counts each listing's leads", async () => {
    const quiet = await insertMarketListing(db, agus.id, { titleSuffix: "Sepi" });
    const phone = freshPhone();
    await lead({ phone });
    await lead({ phone, message: "Pesan kedua, lead yang sama" });
    await lead();
    await lead();
    const res = await call(agus.token, "GET", "/api/v2/catalog/items?category=active&per_page=50");
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().data as { uuid: string; leads: number }[];
    expect(cards.find((c) => c.uuid === listing.uuid)?.leads).toBe(3);
    expect(cards.find((c) => c.uuid === quiet.uuid)?.leads).toBe(0);
  });
});
