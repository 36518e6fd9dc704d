import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { createAgent } from "../../../test/coins.js";
import { multipartBody, type Part } from "../../../test/multipart-body.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import { webpImage } from "../../../test/test-images.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

const FULL = "Maksimal 15 foto per listing. Hapus foto lain terlebih dahulu.";

let t: TestApp;
let filesDir: string;
let budi: string;
let siti: string;
let budiId: number;
let image: Buffer;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), "griya-ceiling-"));
  t = await createTestApp({ FILES_DIR: filesDir });
  siti = await loginAs(t.app, "siti@demo.id");
  image = await webpImage(64, 48);
});
// A fresh agent per case, so the uploads of one case never count against the unused-photo cap of the next.
let seq = 0;
beforeEach(async () => {
  const email = `plafon.${++seq}@contoh.id`;
  budiId = await createAgent(t.database.db, email);
  budi = await loginAs(t.app, email);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

function upload(token: string, fields: Record<string, string> = {}) {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: "photo", filename: "foto.webp", contentType: "image/webp", data: image },
  ];
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url: "/api/file_content/upload_photo",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

const release = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/file_content/release_photo", headers: bearer(token), payload });

/** n uploads at once; on the PostgreSQL server each has counted before any inserts its row (test/race-gate.ts). */
async function uploadAll(token: string, n: number, formKey: string) {
  return raceAtWriteGate(
    t.database,
    { writesTo: ["uploaded_photos"] },
    Array.from({ length: n }, () => () => upload(token, { form_key: formKey })),
  );
}

async function heldBy(formKey: string): Promise<string[]> {
  const rows = await rowsOf(
    t.database.db,
    v.object({ uuid: v.string() }),
    sql`
    SELECT uuid::text AS uuid FROM uploaded_photos WHERE owner_user_id = ${budiId} AND form_key = ${formKey}::uuid`,
  );
  return rows.map((r) => r.uuid);
}

async function formKeyOf(uuid: string): Promise<string | null> {
  const [row] = await rowsOf(
    t.database.db,
    v.object({ form_key: v.nullable(v.string()) }),
    sql`
    SELECT form_key::text AS form_key FROM uploaded_photos WHERE uuid = ${uuid}::uuid`,
  );
  return row!.form_key;
}

async function ownPhotoCount(): Promise<number> {
  const [row] = await rowsOf(
    t.database.db,
    v.object({ n: v.number() }),
    sql`SELECT count(*)::int AS n FROM uploaded_photos WHERE owner_user_id = ${budiId}`,
  );
  return row!.n;
}

const photoFiles = () => (existsSync(join(filesDir, "photos")) ? readdirSync(join(filesDir, "photos")) : []);

/** Fills formKey with 15 photos (uploaded one after another) and answers their uuids. */
async function fill(formKey: string): Promise<string[]> {
  const uuids: string[] = [];
  for (let i = 0; i < 15; i++) {
    const res = await upload(budi, { form_key: formKey });
    expect(res.statusCode, res.body).toBe(201);
    uuids.push(res.json().data.photo_uuid);
  }
  return uuids;
}

describe("at most 15 photos per form key", () => {
  // Guards the upload's lockOwnerPhotos (photo-repository.ts) between counting and inserting.
  it("admits exactly 15 of 16 parallel uploads under one key and leaves no file of the refused one", async () => {
    const formKey = randomUUID();
    const filesBefore = photoFiles().length;
    const rowsBefore = await ownPhotoCount();
    const answers = await uploadAll(budi, 16, formKey);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(15).fill(201), 470]);
    const refused = answers.find((r) => r.statusCode === 470)!;
    expect(refused.json().errors).toEqual({ photo: [FULL] });

    const held = await heldBy(formKey);
    expect(held).toHaveLength(15);
    expect(await ownPhotoCount()).toBe(rowsBefore + 15);
    expect(held.sort()).toEqual(
      answers
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json().data.photo_uuid)
        .sort(),
    );
    // Three variants for each admitted photo, nothing for the refused one.
    expect(photoFiles().length - filesBefore).toBe(15 * 3);
  });

  it("counts per agent and per key", async () => {
    const formKey = randomUUID();
    await fill(formKey);
    expect((await upload(siti, { form_key: formKey })).statusCode).toBe(201);
    expect((await upload(budi, { form_key: randomUUID() })).statusCode).toBe(201);
  });

  it("frees a place when the form releases a photo", async () => {
    const formKey = randomUUID();
    const [first, second] = await fill(formKey);
    const full = await upload(budi, { form_key: formKey.toUpperCase() });
    expect(full.statusCode).toBe(470);
    expect(full.json().errors.photo).toEqual([FULL]);

    const res = await release(budi, { photo_uuid: first, form_key: formKey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await formKeyOf(first!)).toBeNull();
    // A key the photo is not held by changes nothing, and a released photo stays released.
    expect((await release(budi, { photo_uuid: second, form_key: randomUUID() })).statusCode).toBe(200);
    expect(await formKeyOf(second!)).toBe(formKey);
    expect((await release(budi, { photo_uuid: first, form_key: formKey })).statusCode).toBe(200);
    expect(await heldBy(formKey)).toHaveLength(14);

    const sixteenth = await upload(budi, { form_key: formKey });
    expect(sixteenth.statusCode, sixteenth.body).toBe(201);
    expect((await upload(budi, { form_key: formKey })).statusCode).toBe(470);
  });

  it("answers 404 for another agent's photo, a document and an unknown uuid, changing nothing", async () => {
    const sitiKey = randomUUID();
    const theirs = (await upload(siti, { form_key: sitiKey })).json().data.photo_uuid as string;
    const other = await release(budi, { photo_uuid: theirs, form_key: sitiKey });
    expect(other.statusCode).toBe(404);
    expect(await formKeyOf(theirs)).toBe(sitiKey);

    const ktp = (await upload(budi, { purpose: "ktp" })).json().data.photo_uuid as string;
    expect((await release(budi, { photo_uuid: ktp, form_key: sitiKey })).statusCode).toBe(404);
    const unknown = await release(budi, { photo_uuid: randomUUID(), form_key: sitiKey });
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it("refuses a release without a valid uuid (470) and without a token (401)", async () => {
    const bad = await release(budi, { photo_uuid: "bukan-uuid", form_key: randomUUID() });
    expect(bad.statusCode).toBe(470);
    expect(Object.keys(bad.json().errors)).toEqual(["photo_uuid"]);
    expect((await release(budi, { photo_uuid: randomUUID() })).statusCode).toBe(470);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/file_content/release_photo",
      payload: { photo_uuid: randomUUID(), form_key: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("leaves uploads without a form key, and documents, uncounted", async () => {
    const formKey = randomUUID();
    await fill(formKey);
    const unkeyed: Record<string, string>[] = [
      {},
      { form_key: "" },
      { purpose: "ktp", form_key: formKey },
      { purpose: "npwp", form_key: "bukan-uuid" },
    ];
    for (const fields of unkeyed) {
      const res = await upload(budi, fields);
      expect(res.statusCode, res.body).toBe(201);
      expect(await formKeyOf(res.json().data.photo_uuid)).toBeNull();
    }
    expect(await heldBy(formKey)).toHaveLength(15);
  });

  it("refuses a listing upload whose form key is not a uuid, on form_key", async () => {
    const res = await upload(budi, { form_key: "listing-baru" });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ form_key: ["Kunci formulir harus berupa UUID."] });
  });
});

describe("a saved listing holds its photos under its uuid", () => {
  const save = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/v2/listing_form/save", headers: bearer(budi), payload });

  it("lets the edit form add 12 photos to a listing saved with 3, not 13", async () => {
    const clientKey = randomUUID();
    const added = await uploadAll(budi, 3, clientKey);
    const photoUuids = added.map((r) => r.json().data.photo_uuid as string);
    const saved = await save({
      uuid: null,
      action: "save_draft",
      type: "R",
      title_suffix: "Kos dekat kampus",
      photo_uuids: photoUuids,
      primary_photo_uuid: photoUuids[0],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const listingUuid = saved.json().data.uuid as string;
    expect((await heldBy(listingUuid)).sort()).toEqual([...photoUuids].sort());
    expect(await heldBy(clientKey)).toEqual([]);

    const more = await uploadAll(budi, 13, listingUuid);
    expect(more.map((r) => r.statusCode).sort()).toEqual([...Array(12).fill(201), 470]);
    expect(more.find((r) => r.statusCode === 470)!.json().errors).toEqual({ photo: [FULL] });
    expect(await heldBy(listingUuid)).toHaveLength(15);
  });
});
