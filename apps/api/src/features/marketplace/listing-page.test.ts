import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import {
  BROWSER,
  GOOGLEBOT,
  countersOf,
  insertMarketListing,
  userIdOf,
  type InsertedListing,
} from "../../../test/marketplace.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
let budi: number;
let listing: InsertedListing;
const hidden: Record<string, InsertedListing> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  budi = await userIdOf(db, "agen@demo.id");
  listing = await insertMarketListing(db, budi, {
    type: "R",
    rentPeriod: "YEARLY",
    propertyType: "HOUSE",
    titleSuffix: "rumah Asri dekat Stasiun",
    description: "Rumah dua lantai, carport dua mobil.",
    price: 120_000_000,
    areaId: "31.74.07",
    bedroom: 3,
    bathroom: 2,
    photoWidths: [[480, 960, 1600], [480, 960], [320]],
    videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/abcdefghijk?si=x"],
    facilities: [
      { code: "CARPORT", amount: 2 },
      { code: "GARDEN", amount: null },
    ],
  });
  await db.execute(
    sql`UPDATE users SET agent_office_id = (SELECT id FROM agent_offices ORDER BY id LIMIT 1) WHERE id = ${budi}`,
  );
  hidden.draft = await insertMarketListing(db, budi, { status: "DRAFT" });
  hidden.inactive = await insertMarketListing(db, budi, { status: "INACTIVE" });
  hidden.noMembership = await insertMarketListing(db, await userIdOf(db, "rudi@demo.id"));
  const dewi = await userIdOf(db, "dewi@demo.id");
  hidden.lapsed = await insertMarketListing(db, dewi);
  // Past its 120 days, before the expiry job has moved it to Lampau.
  hidden.expired = await insertMarketListing(db, budi, { postedHoursAgo: 121 * 24 });
  await db.execute(sql`UPDATE listings SET expires_at = now() - interval '1 day' WHERE id = ${hidden.expired.id}`);
  // What activation once let through: a type and one photo, nothing else.
  const [incomplete] = await rowsOf(
    db,
    v.object({ id: v.number(), uuid: v.string(), listing_number: v.string() }),
    sql`
    INSERT INTO listings (listing_number, user_id, status, type, activated_at, posted_at, expires_at)
    VALUES ('GRY-990001', ${budi}, 'ACTIVE', 'S', now(), now(), now() + interval '120 days')
    RETURNING id, uuid::text AS uuid, listing_number`,
  );
  hidden.incomplete = incomplete!;
  const [photo] = await rowsOf(
    db,
    v.object({ uuid: v.string() }),
    sql`INSERT INTO uploaded_photos (owner_user_id, purpose, widths) VALUES (${budi}, 'listing', '{480}')
      RETURNING uuid::text AS uuid`,
  );
  await db.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
    VALUES (${hidden.incomplete.id}, ${photo!.uuid}::uuid, 0, true)`);
  await db.execute(sql`UPDATE memberships SET started_at = now() - interval '20 days', expires_at = now() - interval '1 minute'
    WHERE user_id = ${dewi}`);
});
afterAll(() => t.close());

// inject() sends its own User-Agent unless one is given: "" stands for a request without one.
const open = (uuid: string, userAgent = BROWSER) =>
  t.app.inject({ method: "GET", url: `/api/search/listings/${uuid}`, headers: { "user-agent": userAgent } });
const searchPage = (query: string, userAgent = BROWSER) =>
  t.app.inject({ method: "GET", url: `/api/search/listings${query}`, headers: { "user-agent": userAgent } });
const reveal = (uuid: string, remoteAddress = freshIp(), channel = "whatsapp") =>
  t.app.inject({ method: "POST", url: `/api/search/listings/${uuid}/contact`, payload: { channel }, remoteAddress });

describe(`the public listing page (${testDriver()})`, () => {
  it("answers everything a buyer reads, without the agent's phone", async () => {
    const res = await open(listing.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      uuid: listing.uuid,
      title: "Rumah Asri dekat Stasiun",
      listing_type: "R",
      price: 120_000_000,
      rent_period: { name: "Tahunan", months: 12 },
      description: "Rumah dua lantai, carport dua mobil.",
      address: "Jl. Uji No. 1",
      certificate: { name: "SHM - Sertifikat Hak Milik" },
      furnishing_status: { name: "Tanpa Perabot" },
      bedroom: 3,
      bathroom: 2,
      lat: -6.24,
      lng: 106.8,
      area: { name: "Kebayoran Baru", city_name: "Kota Administrasi Jakarta Selatan" },
      facilities: [
        { name: "Carport", amount: 2, uom_name: "mobil" },
        { name: "Taman", amount: null, uom_name: null },
      ],
      videos: [
        { youtube_id: "dQw4w9WgXcQ", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
        { youtube_id: "abcdefghijk", url: "https://youtu.be/abcdefghijk?si=x" },
      ],
      agent: {
        id: budi,
        name: "Budi Santoso",
        avatar_url: null,
        agent_office: { name: expect.any(String) },
        has_phone: true,
      },
      is_favourite: false,
    });
    // Primary first; the page's default width is 960 px, or the widest below it.
    expect(data.photos.map((p: { src: string }) => p.src.replace(/^.*-(\d+)\.webp$/, "$1"))).toEqual([
      "960",
      "960",
      "320",
    ]);
    expect(data.photos[2].alt).toBe("Foto 3 dari 3, Rumah Asri dekat Stasiun");
    expect(data.photo.src).toMatch(/-480\.webp$/);
    expect(res.body).not.toContain("081234567890");
    expect(res.body).not.toContain("6281234567890");
  });

  it.each(["draft", "inactive", "noMembership", "lapsed", "expired", "incomplete"])(
    "answers 404 for a listing that is not public (%s)",
    async (key) => {
      const res = await open(hidden[key]!.uuid);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: "Listing tidak ditemukan atau sudah tidak tersedia." });
    },
  );

  it("leaves a listing past its expiry out of search, before the expiry job has run", async () => {
    const res = await searchPage("?area_id=31.74.07&per_page=50");
    expect(res.statusCode).toBe(200);
    const uuids = res.json().data.map((c: { uuid: string }) => c.uuid);
    expect(uuids).toContain(listing.uuid);
    expect(uuids).not.toContain(hidden.expired!.uuid);
  });

  it("answers search, the agent's listings and favourites while a listing without what a card shows is active", async () => {
    for (const query of ["", "?per_page=50", `?agent_id=${budi}`]) {
      const res = await searchPage(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      const uuids = res.json().data.map((c: { uuid: string }) => c.uuid);
      expect(uuids).toContain(listing.uuid);
      expect(uuids).not.toContain(hidden.incomplete!.uuid);
    }
    await db.execute(sql`INSERT INTO favourites (user_id, listing_id) VALUES (${budi}, ${hidden.incomplete!.id})`);
    const res = await t.app.inject({ method: "GET", url: "/api/favourites", headers: bearer(await loginAs(t.app)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((f: { listing: { uuid: string } }) => f.listing.uuid)).not.toContain(
      hidden.incomplete!.uuid,
    );
  });

  it("answers 404 for an unknown uuid and 470 for a malformed one", async () => {
    expect((await open("6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f")).statusCode).toBe(404);
    expect((await open("bukan-uuid")).statusCode).toBe(470);
  });
});

describe(`visits and impressions (${testDriver()})`, () => {
  it("counts each page view and each result-page appearance once, in memory until the flush", async () => {
    const metrics = t.app.listingMetrics;
    await metrics.flush(db);
    const before = await countersOf(db, listing.id);
    for (let i = 0; i < 3; i++) expect((await open(listing.uuid)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await searchPage("?area_id=31.74.07")).statusCode).toBe(200);
    // Nothing written on the request path.
    expect(await countersOf(db, listing.id)).toEqual(before);
    expect(await metrics.flush(db)).toBe(1);
    expect(await countersOf(db, listing.id)).toEqual({
      visit_count: before.visit_count + 3,
      impression_count: before.impression_count + 2,
      contact_count: before.contact_count,
    });
    // A second flush has nothing left to add.
    expect(await metrics.flush(db)).toBe(0);
    expect((await countersOf(db, listing.id)).visit_count).toBe(before.visit_count + 3);
  });

  it("counts an impression only for listings on the returned page", async () => {
    const other = await insertMarketListing(db, budi, { areaId: "31.74.07", postedHoursAgo: 48 });
    await t.app.listingMetrics.flush(db);
    const before = { listing: await countersOf(db, listing.id), other: await countersOf(db, other.id) };
    const page = await searchPage("?area_id=31.74.07&per_page=1");
    expect(page.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([listing.uuid]);
    await t.app.listingMetrics.flush(db);
    expect((await countersOf(db, listing.id)).impression_count).toBe(before.listing.impression_count + 1);
    expect((await countersOf(db, other.id)).impression_count).toBe(before.other.impression_count);
  });

  it.each([
    ["Googlebot", GOOGLEBOT],
    ["no User-Agent", ""],
  ])("counts nothing for %s", async (_name, userAgent) => {
    await t.app.listingMetrics.flush(db);
    const before = await countersOf(db, listing.id);
    expect((await open(listing.uuid, userAgent)).statusCode).toBe(200);
    const res = await searchPage("?area_id=31.74.07", userAgent);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(t.app.listingMetrics.pendingListings).toBe(0);
    await t.app.listingMetrics.flush(db);
    expect(await countersOf(db, listing.id)).toEqual(before);
  });

  it("keeps counts that could not be written, and writes them once on the next flush", async () => {
    await t.app.listingMetrics.flush(db);
    const before = await countersOf(db, listing.id);
    await open(listing.uuid);
    const failing = { transaction: () => Promise.reject(new Error("database away")) } as unknown as AppDb;
    await expect(t.app.listingMetrics.flush(failing)).rejects.toThrow("database away");
    await open(listing.uuid);
    await t.app.listingMetrics.flush(db);
    expect((await countersOf(db, listing.id)).visit_count).toBe(before.visit_count + 2);
  });

  it("shows the counted values on the agent's my-listings card", async () => {
    await open(listing.uuid);
    await searchPage("?area_id=31.74.07");
    await t.app.listingMetrics.flush(db);
    const counted = await countersOf(db, listing.id);
    const token = await loginAs(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/v2/catalog/items?q=stasiun", headers: bearer(token) });
    const card = res.json().data.find((c: { uuid: string }) => c.uuid === listing.uuid);
    expect(card).toMatchObject({
      visit: counted.visit_count,
      impression: counted.impression_count,
      listing_title: "Rumah Asri dekat Stasiun",
      price_raw: 120_000_000,
      rent_period: { name: "Tahunan", months: 12 },
    });
    expect(counted.visit_count).toBeGreaterThan(0);
  });
});

describe(`contact reveal (${testDriver()})`, () => {
  it("answers the agent's phone and a WhatsApp link naming the listing, and counts a contact", async () => {
    await t.app.listingMetrics.flush(db);
    const before = await countersOf(db, listing.id);
    const res = await reveal(listing.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const { phone_number, whatsapp_url } = res.json().data;
    expect(phone_number).toBe("+6281234567890");
    expect(whatsapp_url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    const text = decodeURIComponent(whatsapp_url.split("?text=")[1]);
    expect(text).toBe(
      `Halo Budi Santoso, saya tertarik dengan listing Rumah Asri dekat Stasiun (${listing.listing_number}) ` +
        `di Griya: http://localhost:3000/properti/${listing.uuid}`,
    );
    expect((await reveal(listing.uuid, freshIp(), "phone")).statusCode).toBe(200);
    await t.app.listingMetrics.flush(db);
    expect((await countersOf(db, listing.id)).contact_count).toBe(before.contact_count + 2);
  });

  it.each(["draft", "inactive", "noMembership", "lapsed", "expired"])(
    "answers 404 for a listing that is not public (%s)",
    async (key) => {
      expect((await reveal(hidden[key]!.uuid)).statusCode).toBe(404);
    },
  );

  it("answers 404 when the agent has no verified phone", async () => {
    const siti = await userIdOf(db, "siti@demo.id");
    const own = await insertMarketListing(db, siti);
    await db.execute(sql`UPDATE users SET phone_number_verified_at = NULL WHERE id = ${siti}`);
    expect((await reveal(own.uuid)).statusCode).toBe(404);
    expect((await open(own.uuid)).json().data.agent.has_phone).toBe(false);
  });

  it("refuses a bad channel with 470", async () => {
    const res = await reveal(listing.uuid, freshIp(), "sms");
    expect(res.statusCode).toBe(470);
    expect(Object.keys(res.json().errors)).toContain("channel");
  });

  it("limits reveals per visitor address (429 with Retry-After)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await reveal(listing.uuid, ip)).statusCode).toBe(200);
    const refused = await reveal(listing.uuid, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await reveal(listing.uuid)).statusCode).toBe(200);
  });
});
