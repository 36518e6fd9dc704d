import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { multipartBody } from "../../../test/multipart-body.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import { webpImage } from "../../../test/test-images.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

const FULL =
  "Anda sudah mengunggah 60 foto yang belum dipakai dalam 24 jam terakhir. Simpan listing atau profil Anda " +
  "terlebih dahulu, atau coba lagi nanti.";

let t: TestApp;
let db: AppDb;
let filesDir: string;
let image: Buffer;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), "griya-unused-"));
  t = await createTestApp({ FILES_DIR: filesDir });
  db = t.database.db;
  image = await webpImage(64, 48);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

let seq = 0;
async function agent() {
  const email = `foto.lepas.${++seq}@contoh.id`;
  const userId = await createAgent(db, email);
  return { userId, token: await loginAs(t.app, email) };
}

function upload(token: string, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: "photo", filename: "foto.webp", contentType: "image/webp", data: image },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/file_content/upload_photo",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** n unused upload rows (no files: only the count matters here), `hoursAgo` old. */
async function unusedRows(userId: number, n: number, hoursAgo = 0, purpose = "listing"): Promise<string[]> {
  const rows = await rowsOf(
    db,
    v.object({ uuid: v.string() }),
    sql`
    INSERT INTO uploaded_photos (owner_user_id, purpose, widths, created_at)
    SELECT ${userId}, ${purpose}, '{480,960,1600}', now() - make_interval(hours => ${hoursAgo}::int) FROM generate_series(1, ${n})
    RETURNING uuid::text AS uuid`,
  );
  return rows.map((r) => r.uuid);
}

async function rowCount(userId: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`SELECT count(*)::int AS n FROM uploaded_photos WHERE owner_user_id = ${userId}`,
  );
  return row!.n;
}

const photoFiles = () => (existsSync(join(filesDir, "photos")) ? readdirSync(join(filesDir, "photos")).length : 0);

describe(`at most 60 unused uploads per agent from the last 24 hours (${testDriver()})`, () => {
  it("refuses the 61st on photo with an Indonesian message, storing nothing, with or without a form key", async () => {
    const a = await agent();
    await unusedRows(a.userId, 59);
    expect((await upload(a.token)).statusCode).toBe(201);
    const rows = await rowCount(a.userId);
    const files = photoFiles();
    for (const fields of [{}, { form_key: crypto.randomUUID() }, { purpose: "ktp" }] as Record<string, string>[]) {
      const res = await upload(a.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(470);
      expect(res.json().errors).toEqual({ photo: [FULL] });
    }
    expect(await rowCount(a.userId)).toBe(rows);
    expect(photoFiles()).toBe(files);
  });

  it("counts only uploads nothing uses: not those on a listing or the profile, not those over 24 hours old", async () => {
    const a = await agent();
    const [onListing, ktp, ...rest] = await unusedRows(a.userId, 57);
    await db.execute(sql`UPDATE uploaded_photos SET purpose = 'ktp', widths = '{1600}' WHERE uuid = ${ktp}::uuid`);
    await db.execute(sql`INSERT INTO agent_profiles (user_id, ktp_photo_uuid) VALUES (${a.userId}, ${ktp}::uuid)`);
    const listing = await insertListing(db, a.userId, { photos: 0 });
    await db.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
      VALUES (${listing.id}, ${onListing}::uuid, 0, true)`);
    await unusedRows(a.userId, 20, 25);
    expect(rest).toHaveLength(55);
    // 55 count: five more fit.
    for (let i = 0; i < 5; i++) expect((await upload(a.token)).statusCode).toBe(201);
    expect((await upload(a.token)).statusCode).toBe(470);

    // Other agents are not affected.
    expect((await upload((await agent()).token)).statusCode).toBe(201);
  });

  // Guards lockOwnerPhotos (photo-repository.ts) between the count and the insert: on the PostgreSQL server every upload
  // has counted before any inserts (test/race-gate.ts).
  it("admits exactly the uploads that fit when they race", async () => {
    const a = await agent();
    await unusedRows(a.userId, 57);
    const answers = await raceAtWriteGate(
      t.database,
      { writesTo: ["uploaded_photos"] },
      Array.from({ length: 6 }, (_, i) => () => upload(a.token, i % 2 === 0 ? {} : { form_key: crypto.randomUUID() })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 470, 470, 470]);
    expect(await rowCount(a.userId)).toBe(60);
  });
});
