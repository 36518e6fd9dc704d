import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
let budi: string;
let siti: string;
let budiId: number;
let sitiId: number;
let region: { province_id: string; city_id: string; area_id: string };
let otherCity: string;
let propertyTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  budi = await loginAs(t.app);
  siti = await loginAs(t.app, "siti@demo.id");
  budiId = await userIdOf(t.database, "agen@demo.id");
  sitiId = await userIdOf(t.database, "siti@demo.id");
  const db = t.database.db;
  [region] = (await rowsOf(
    db,
    v.object({ province_id: v.string(), city_id: v.string(), area_id: v.string() }),
    sql`
    SELECT c.province_id, c.id AS city_id, d.id AS area_id FROM districts d JOIN cities c ON c.id = d.city_id ORDER BY d.id LIMIT 1`,
  )) as [typeof region];
  [{ id: otherCity }] = (await rowsOf(
    db,
    v.object({ id: v.string() }),
    sql`SELECT id FROM cities WHERE province_id <> ${region.province_id} LIMIT 1`,
  )) as [{ id: string }];
  [{ id: propertyTypeId }] = (await rowsOf(
    db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM property_types ORDER BY id LIMIT 1`,
  )) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
});

/** Listing photos as upload_photo stores them (the files themselves are not needed here). */
async function photos(userId: number, n: number, purpose = "listing"): Promise<string[]> {
  const uuids = Array.from({ length: n }, () => randomUUID());
  for (const uuid of uuids) {
    await t.database.db.execute(
      sql`INSERT INTO uploaded_photos (uuid, owner_user_id, purpose, widths) VALUES (${uuid}, ${userId}, ${purpose}, '{480,960}')`,
    );
  }
  return uuids;
}

const save = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/v2/listing_form/save", headers: bearer(token), payload });
const edit = (token: string, uuid: string) =>
  t.app.inject({ method: "GET", url: `/api/v2/listing_form/edit/${uuid}`, headers: bearer(token) });

function draft(overrides: Record<string, unknown> = {}) {
  return {
    uuid: null,
    action: "save_draft",
    type: "S",
    ownership: "OWNED_BY_USER",
    property_type_id: propertyTypeId,
    title_suffix: "Rumah asri dekat stasiun",
    description: "Rumah dua lantai yang asri, dekat stasiun dan pasar, siap huni.",
    price: 850_000_000,
    address: "Jl. Melati No. 5",
    ...region,
    map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
    videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ...overrides,
  };
}

describe("GET /api/v2/listing_form/add", () => {
  it("answers every reference list of the form", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v2/listing_form/add", headers: bearer(budi) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    for (const key of [
      "certificates",
      "field_rules",
      "furnishing_statuses",
      "rent_periods",
      "facilities",
      "property_types",
    ]) {
      expect(data[key].length, key).toBeGreaterThan(0);
    }
    expect(data.field_rules[0]).toEqual({
      type: expect.any(String),
      property_type_id: expect.any(Number),
      allowed: expect.any(Boolean),
      required: expect.any(Boolean),
    });
    expect(Object.keys(data.facilities[0]).sort()).toEqual(["id", "name", "uom_name"]);
    expect(data.ownerships.map((o: { id: string }) => o.id)).toEqual([
      "OWNED_BY_USER",
      "REPRESENTED_BY_USER",
      "MANAGED_BY_USER",
    ]);
    expect(data.listing_types).toEqual([
      { id: "S", name: "Dijual" },
      { id: "R", name: "Disewa" },
    ]);
  });

  it("needs a login", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v2/listing_form/add" });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/v2/listing_form/save", () => {
  it("creates a draft with three photos and a primary, then updates it", async () => {
    const [a, b, c] = await photos(budiId, 3);
    const [facility] = await rowsOf(
      t.database.db,
      v.object({ id: v.number(), uom_name: v.nullable(v.string()) }),
      sql`SELECT id, uom_name FROM facilities ORDER BY id LIMIT 1`,
    );
    const created = await save(
      budi,
      draft({
        photo_uuids: [a, b, c],
        primary_photo_uuid: b,
        selected_facilities: [{ id: facility!.id, amount: facility!.uom_name === null ? null : 2 }],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { uuid, status, listing_number } = created.json().data;
    expect(status).toBe("DRAFT");
    expect(listing_number).toMatch(/^GRY-\d{6}$/);

    const read = await edit(budi, uuid);
    expect(read.statusCode, read.body).toBe(200);
    const { base_data, edit_data } = read.json().data;
    expect(base_data.boost_status).toBeNull();
    expect(edit_data).toMatchObject({
      uuid,
      status: "DRAFT",
      listing_number,
      type: "S",
      price: 850_000_000,
      ...region,
      map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
      photo_uuids: [a, b, c],
      primary_photo_uuid: b,
      selected_facilities: [{ id: facility!.id }],
    });
    expect(edit_data.photos.map((p: { uuid: string; is_primary: boolean }) => [p.uuid, p.is_primary])).toEqual([
      [a, false],
      [b, true],
      [c, false],
    ]);
    expect(edit_data.photos[0].src).toBe(`/api/files/photos/${a}-960.webp`);

    const updated = await save(
      budi,
      draft({ uuid, price: 900_000_000, photo_uuids: [c, a], primary_photo_uuid: c, selected_facilities: [] }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toEqual({ uuid, status: "DRAFT", listing_number });
    const again = (await edit(budi, uuid)).json().data.edit_data;
    expect(again).toMatchObject({
      price: 900_000_000,
      photo_uuids: [c, a],
      primary_photo_uuid: c,
      selected_facilities: [],
    });
  });

  it("makes the first photo primary when a draft marks none (at most one is ever primary)", async () => {
    const [a, b] = await photos(budiId, 2);
    const created = await save(budi, draft({ photo_uuids: [a, b], primary_photo_uuid: null }));
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json().data;
    const read = (await edit(budi, uuid)).json().data.edit_data;
    expect(read.primary_photo_uuid).toBe(a);
    expect(read.photos.map((p: { uuid: string; is_primary: boolean }) => [p.uuid, p.is_primary])).toEqual([
      [a, true],
      [b, false],
    ]);
    // Without the key at all, too.
    const updated = await save(budi, draft({ uuid, photo_uuids: [b, a] }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await edit(budi, uuid)).json().data.edit_data.primary_photo_uuid).toBe(b);
  });

  it("keeps numbering listings uniquely past GRY-999999 (a million listings)", async () => {
    await t.database.db.execute(sql`SELECT setval('listing_number_seq', 999999)`);
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await save(budi, draft());
      expect(res.statusCode, res.body).toBe(201);
      numbers.push(res.json().data.listing_number);
    }
    expect(numbers).toEqual(["GRY-1000000", "GRY-1000001"]);
  });

  it("keeps an incomplete draft", async () => {
    const res = await save(budi, { uuid: null, action: "save_draft", type: "R", title_suffix: "Kos dekat kampus" });
    expect(res.statusCode, res.body).toBe(201);
    const data = (await edit(budi, res.json().data.uuid)).json().data.edit_data;
    expect(data).toMatchObject({
      type: "R",
      title_suffix: "Kos dekat kampus",
      price: null,
      property_type_id: null,
      photos: [],
    });
  });

  it("refuses invalid values with Indonesian messages per field", async () => {
    const res = await save(budi, draft({ title_suffix: "Rumah", price: 5_000, videos: ["https://vimeo.com/123"] }));
    expect(res.statusCode).toBe(470);
    const { errors } = res.json();
    expect(errors.title_suffix).toEqual([expect.stringContaining("minimal 10 karakter")]);
    expect(errors.price).toEqual([expect.stringContaining("minimal")]);
    expect(errors.videos).toEqual(["Link video harus berupa video YouTube atau YouTube Shorts."]);

    const regions = await save(budi, draft({ city_id: otherCity, area_id: null }));
    expect(regions.statusCode).toBe(470);
    expect(regions.json().errors).toEqual({ city_id: [expect.stringContaining("Kota/Kabupaten")] });

    const shape = await save(budi, draft({ bedroom: -1 }));
    expect(shape.statusCode).toBe(470);
    expect(shape.json().errors).toEqual({ bedroom: [expect.stringMatching(/Kamar tidur|minimal/)] });
  });

  it("asks a complete listing when saving to activate", async () => {
    const res = await save(budi, {
      uuid: null,
      action: "save_and_activate",
      type: "S",
      title_suffix: "Rumah asri dekat stasiun",
    });
    expect(res.statusCode).toBe(470);
    const { errors } = res.json();
    expect(errors.price).toEqual(["Harga wajib diisi."]);
    expect(errors.property_type_id).toBeDefined();
  });

  it("saves and activates a complete listing", async () => {
    const [a] = await photos(budiId, 1);
    const [furnishing] = await rowsOf(
      t.database.db,
      v.object({ id: v.number() }),
      sql`SELECT id FROM furnishing_statuses ORDER BY id LIMIT 1`,
    );
    const res = await save(
      budi,
      draft({
        action: "save_and_activate",
        photo_uuids: [a],
        primary_photo_uuid: a,
        bedroom: 3,
        bathroom: 2,
        building_size: 120,
        land_size: 150,
        total_floor: 2,
        floor: 1,
        electrical_power: 2200,
        hoek: false,
        furnishing_status_id: furnishing!.id,
        block_number: "A",
        unit_number: "5",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe("ACTIVE");
  });

  it("keeps a new listing whose activation is refused and names it in the refusal", async () => {
    const rudi = await loginAs(t.app, "rudi@demo.id");
    const rudiId = await userIdOf(t.database, "rudi@demo.id");
    const [a] = await photos(rudiId, 1);
    const [furnishing] = await rowsOf(
      t.database.db,
      v.object({ id: v.number() }),
      sql`SELECT id FROM furnishing_statuses ORDER BY id LIMIT 1`,
    );
    const res = await save(
      rudi,
      draft({
        action: "save_and_activate",
        photo_uuids: [a],
        primary_photo_uuid: a,
        bedroom: 3,
        bathroom: 2,
        building_size: 120,
        land_size: 150,
        total_floor: 2,
        floor: 1,
        electrical_power: 2200,
        hoek: false,
        furnishing_status_id: furnishing!.id,
        block_number: "A",
        unit_number: "5",
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    const { code, listing_uuid } = res.json();
    expect(code).toBe(1002);
    const kept = await edit(rudi, listing_uuid);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.edit_data.status).toBe("DRAFT");
  });

  it("holds exactly the saved photos under the listing's uuid, and nobody else's", async () => {
    const db = t.database.db;
    const clientKey = randomUUID();
    const [a, b, c] = await photos(budiId, 3);
    const [theirs] = await photos(sitiId, 1);
    const setKey = (uuids: string[], key: string) =>
      db.execute(
        sql`UPDATE uploaded_photos SET form_key = ${key}::uuid WHERE uuid::text IN (SELECT x FROM json_array_elements_text(${JSON.stringify(uuids)}::json) j(x))`,
      );
    const keys = async () =>
      Object.fromEntries(
        (
          await rowsOf(
            db,
            v.object({ uuid: v.string(), form_key: v.nullable(v.string()) }),
            sql`
      SELECT uuid::text AS uuid, form_key::text AS form_key FROM uploaded_photos
      WHERE uuid::text IN (SELECT x FROM json_array_elements_text(${JSON.stringify([a, b, c, theirs])}::json) j(x))`,
          )
        ).map((r) => [r.uuid, r.form_key]),
      );
    await setKey([a!, b!, c!], clientKey);

    const created = await save(budi, draft({ photo_uuids: [a, b], primary_photo_uuid: a }));
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json().data;
    expect(await keys()).toEqual({ [a!]: uuid, [b!]: uuid, [c!]: clientKey, [theirs!]: null });

    // The edit form uploaded c under the listing's key and removed a; another agent's photo under that key stays.
    await setKey([c!, theirs!], uuid);
    const updated = await save(budi, draft({ uuid, photo_uuids: [b, c], primary_photo_uuid: b }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await keys()).toEqual({ [a!]: null, [b!]: uuid, [c!]: uuid, [theirs!]: uuid });
  });

  it("refuses a 16th photo", async () => {
    const uuids = await photos(budiId, 16);
    const res = await save(budi, draft({ photo_uuids: uuids, primary_photo_uuid: uuids[0] }));
    expect(res.statusCode).toBe(470);
    expect(Object.keys(res.json().errors)).toEqual(["photo_uuids"]);
  });

  it("refuses another agent's photo and a document photo", async () => {
    const [mine] = await photos(budiId, 1);
    const [theirs] = await photos(sitiId, 1);
    const [ktp] = await photos(budiId, 1, "ktp");
    for (const foreign of [theirs, ktp]) {
      const res = await save(budi, draft({ photo_uuids: [mine, foreign], primary_photo_uuid: mine }));
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ photo_uuids: ["Foto yang dipilih tidak valid."] });
    }
  });
});

describe("another agent's listing", () => {
  it("cannot be read or changed (404), and stays as it was", async () => {
    const created = await save(budi, draft());
    const { uuid } = created.json().data;
    const read = await edit(siti, uuid);
    expect(read.statusCode).toBe(404);
    const changed = await save(siti, draft({ uuid, price: 1_000_000_000 }));
    expect(changed.statusCode).toBe(404);
    expect((await edit(budi, uuid)).json().data.edit_data.price).toBe(850_000_000);
    expect((await edit(budi, randomUUID())).statusCode).toBe(404);
  });
});
