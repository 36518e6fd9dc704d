import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { insertListing } from "../../../test/listings.js";
import { multipartBody } from "../../../test/multipart-body.js";
import { webpImage } from "../../../test/test-images.js";
import { STORAGE_DRIVERS, hasFile, testStorage, type TestStorage } from "../../../test/storage-drivers.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { documentKey, listingPhotoKey } from "./file-keys.js";
import { LISTING_PHOTO_WIDTHS } from "./upload-limits.js";
import { PHOTO_RECLAIM_JOB, reclaimUnusedPhotos } from "./reclaim-unused-photos.js";

describe.each(STORAGE_DRIVERS)("%s storage", (driver) => {
  let t: TestApp;
  let db: AppDb;
  let files: TestStorage;
  let image: Buffer;
  beforeAll(async () => {
    files = await testStorage(driver);
    t = await createTestApp(files.env);
    db = t.database.db;
    image = await webpImage(64, 48);
  });
  afterAll(async () => {
    await t.close();
    await files.remove();
  });

  let seq = 0;
  async function agent() {
    const email = `foto.reklamasi.${++seq}@contoh.id`;
    const userId = await createAgent(db, email);
    return { userId, token: await loginAs(t.app, email) };
  }

  /** A real upload (row and files), `hoursAgo` old. */
  async function uploaded(token: string, hoursAgo: number, purpose = "listing"): Promise<string> {
    const { payload, headers } = multipartBody([
      { name: "purpose", value: purpose },
      { name: "photo", filename: "foto.webp", contentType: "image/webp", data: image },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/file_content/upload_photo",
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const uuid = res.json().data.photo_uuid as string;
    await db.execute(
      sql`UPDATE uploaded_photos SET created_at = now() - make_interval(hours => ${hoursAgo}::int) WHERE uuid = ${uuid}::uuid`,
    );
    return uuid;
  }

  async function onListing(userId: number, photoUuid: string) {
    const listing = await insertListing(db, userId, { photos: 0 });
    await db.execute(
      sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary) VALUES (${listing.id}, ${photoUuid}::uuid, 0, true)`,
    );
    return listing;
  }

  /** Which of these uploads still have their row, and which still have any file. */
  async function kept(uuids: string[]) {
    const rows = await rowsOf(
      db,
      v.object({ uuid: v.string() }),
      sql`
      SELECT uuid::text AS uuid FROM uploaded_photos WHERE uuid::text IN (SELECT json_array_elements_text(${JSON.stringify(uuids)}::json))`,
    );
    const withFiles: string[] = [];
    for (const uuid of uuids) {
      const keys = [documentKey(uuid), ...LISTING_PHOTO_WIDTHS.map((w) => listingPhotoKey(uuid, w))];
      if ((await Promise.all(keys.map((k) => hasFile(t.app.storage, k)))).some(Boolean)) withFiles.push(uuid);
    }
    return { rows: rows.map((r) => r.uuid).sort(), files: withFiles.sort() };
  }

  describe(`reclaiming uploads nothing has used for 24 hours (${testDriver()})`, () => {
    it("deletes their rows and files, and keeps uploads on a listing or the profile, and recent ones", async () => {
      const a = await agent();
      const stale = await uploaded(a.token, 25);
      const staleKtp = await uploaded(a.token, 30, "ktp");
      const fromDeletedListing = await uploaded(a.token, 48);
      const listed = await uploaded(a.token, 48);
      const profileNpwp = await uploaded(a.token, 48, "npwp");
      const recent = await uploaded(a.token, 23);
      await onListing(a.userId, listed);
      const deleted = await onListing(a.userId, fromDeletedListing);
      await db.execute(sql`DELETE FROM listings WHERE id = ${deleted.id}`);
      await db.execute(
        sql`INSERT INTO agent_profiles (user_id, npwp_photo_uuid) VALUES (${a.userId}, ${profileNpwp}::uuid)`,
      );
      const all = [stale, staleKtp, fromDeletedListing, listed, profileNpwp, recent];
      expect(await kept(all)).toEqual({ rows: [...all].sort(), files: [...all].sort() });

      expect(await reclaimUnusedPhotos(db, t.app.storage)).toBe(3);
      const left = [listed, profileNpwp, recent].sort();
      expect(await kept(all)).toEqual({ rows: left, files: left });
      const [run] = await rowsOf(
        db,
        v.object({ processed: v.number(), error: v.nullable(v.string()) }),
        sql`
        SELECT processed, error FROM job_runs WHERE job = ${PHOTO_RECLAIM_JOB} ORDER BY id DESC LIMIT 1`,
      );
      expect(run).toEqual({ processed: 3, error: null });
      // The profile still shows its NPWP; the listing still has its photo.
      const [profile] = await rowsOf(
        db,
        v.object({ npwp: v.string() }),
        sql`SELECT npwp_photo_uuid::text AS npwp FROM agent_profiles WHERE user_id = ${a.userId}`,
      );
      expect(profile!.npwp).toBe(profileNpwp);

      // Nothing more now; the recent one goes once its day is over.
      expect(await reclaimUnusedPhotos(db, t.app.storage)).toBe(0);
      expect(await reclaimUnusedPhotos(db, t.app.storage, new Date(Date.now() + 2 * 3600_000))).toBe(1);
      expect((await kept(all)).rows).toEqual([listed, profileNpwp].sort());
    });

    it("reclaims each upload exactly once when two runners work in small batches at the same time", async () => {
      const a = await agent();
      const stale = [];
      for (let i = 0; i < 7; i++) stale.push(await uploaded(a.token, 30 + i));
      const counts = await Promise.all([
        reclaimUnusedPhotos(db, t.app.storage, new Date(), { batchSize: 2 }),
        reclaimUnusedPhotos(db, t.app.storage, new Date(), { batchSize: 2 }),
      ]);
      expect(counts[0] + counts[1]).toBe(7);
      expect(await kept(stale)).toEqual({ rows: [], files: [] });
    });

    // Only a server lets another connection hold the row: a listing save linking the photo right now.
    it.runIf(testDriver() === "pg")(
      "skips an upload a listing save is linking right now instead of waiting, and keeps it once linked",
      async () => {
        const a = await agent();
        const photo = await uploaded(a.token, 30);
        const listing = await insertListing(db, a.userId, { photos: 0 });
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let linked!: () => void;
        const isLinked = new Promise<void>((resolve) => (linked = resolve));
        const save = db.transaction(async (tx) => {
          await tx.execute(
            sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary) VALUES (${listing.id}, ${photo}::uuid, 0, true)`,
          );
          linked();
          await held;
        });
        await isLinked;
        expect(await reclaimUnusedPhotos(db, t.app.storage)).toBe(0);
        release();
        await save;
        expect(await reclaimUnusedPhotos(db, t.app.storage)).toBe(0);
        expect(await kept([photo])).toEqual({ rows: [photo], files: [photo] });
      },
    );
  });
});
