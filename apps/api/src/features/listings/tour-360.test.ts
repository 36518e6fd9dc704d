// 360° tours on listings (ADR 0038): the embed_360 allow-list decides who may add one and whose is shown.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

const KUULA_POST = "https://kuula.co/post/7lvY1";
const KUULA_EMBED = "https://kuula.co/share/7lvY1";
const MATTERPORT = "https://my.matterport.com/show/?m=SxQL3iGyoDo";
const NOT_ALLOWED = "Tur virtual 360° belum tersedia untuk akun Anda.";

let t: TestApp;
let budi: string;
let budiId: number;
let complete: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  budi = await loginAs(t.app);
  budiId = await userIdOf(t.database, "agen@demo.id");
  const db = t.database.db;
  const [region] = await rowsOf(
    db,
    v.object({ province_id: v.string(), city_id: v.string(), area_id: v.string() }),
    sql`
    SELECT c.province_id, c.id AS city_id, d.id AS area_id FROM districts d JOIN cities c ON c.id = d.city_id ORDER BY d.id LIMIT 1`,
  );
  const [ids] = await rowsOf(
    db,
    v.object({ property_type_id: v.number(), furnishing_status_id: v.number() }),
    sql`
    SELECT (SELECT id FROM property_types ORDER BY id LIMIT 1) AS property_type_id,
      (SELECT id FROM furnishing_statuses ORDER BY id LIMIT 1) AS furnishing_status_id`,
  );
  complete = {
    type: "S",
    ownership: "OWNED_BY_USER",
    ...ids,
    ...region,
    title_suffix: "Rumah dengan tur virtual",
    description: "Rumah dua lantai yang asri, dekat stasiun dan pasar, siap huni.",
    price: 850_000_000,
    address: "Jl. Melati No. 5",
    map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
    bedroom: 3,
    bathroom: 2,
    building_size: 120,
    land_size: 150,
    total_floor: 2,
    floor: 1,
    electrical_power: 2200,
    hoek: false,
    block_number: "A",
    unit_number: "5",
  };
});
afterAll(async () => {
  await t.close();
});

/** Sets app_settings.allow_lists.embed_360 (null = everyone, [] = no one), as an operator would. */
const setEmbed360 = (list: number[] | null) =>
  t.database.db
    .execute(sql`UPDATE app_settings SET value = jsonb_set(value, '{embed_360}', ${JSON.stringify(list)}::jsonb)
    WHERE key = 'allow_lists'`);
beforeEach(() => setEmbed360(null));

async function photo(): Promise<string> {
  const uuid = randomUUID();
  await t.database.db.execute(
    sql`INSERT INTO uploaded_photos (uuid, owner_user_id, purpose, widths) VALUES (${uuid}, ${budiId}, 'listing', '{480,960}')`,
  );
  return uuid;
}

const save = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/v2/listing_form/save", headers: bearer(budi), payload });
const editData = async (uuid: string) =>
  (await t.app.inject({ method: "GET", url: `/api/v2/listing_form/edit/${uuid}`, headers: bearer(budi) })).json().data;
const publicTour = async (uuid: string) =>
  (await t.app.inject({ method: "GET", url: `/api/search/listings/${uuid}` })).json().data.tour_360_url;
const addForm = async () =>
  (await t.app.inject({ method: "GET", url: "/api/v2/listing_form/add", headers: bearer(budi) })).json().data;

/** A new ACTIVE listing of Budi's with `extra` in the save body. */
async function activeListing(extra: Record<string, unknown> = {}): Promise<string> {
  const a = await photo();
  const res = await save({
    ...complete,
    uuid: null,
    action: "save_and_activate",
    photo_uuids: [a],
    primary_photo_uuid: a,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.status).toBe("ACTIVE");
  return res.json().data.uuid;
}

describe("the listing form offers the tour field to the embed_360 list", () => {
  it("null is everyone, [] no one, else the listed ids, read at every request", async () => {
    expect((await addForm()).can_embed_360).toBe(true);
    await setEmbed360([]);
    expect((await addForm()).can_embed_360).toBe(false);
    await setEmbed360([budiId + 1000]);
    expect((await addForm()).can_embed_360).toBe(false);
    await setEmbed360([budiId + 1000, budiId]);
    expect((await addForm()).can_embed_360).toBe(true);
    const uuid = await activeListing();
    expect((await editData(uuid)).base_data.can_embed_360).toBe(true);
    await setEmbed360([]);
    expect((await editData(uuid)).base_data.can_embed_360).toBe(false);
  });
});

describe("an agent on the list", () => {
  it("adds a tour, stored in its embeddable form and shown on the public listing page", async () => {
    const uuid = await activeListing({ tour_360_url: ` ${KUULA_POST} ` });
    expect((await editData(uuid)).edit_data.tour_360_url).toBe(KUULA_EMBED);
    expect(await publicTour(uuid)).toBe(KUULA_EMBED);
  });

  it("gets an Indonesian message at tour_360_url for a link that is not a tour of a known provider", async () => {
    const cases = [
      ["http://kuula.co/post/7lvY1", "Link tur virtual 360° harus diawali https://."],
      [
        "https://example.com/tour",
        "Tur virtual 360° hanya bisa dari Matterport, Kuula, Google Street View atau Momento360.",
      ],
      [
        "https://kuula.co/profile/griya",
        "Link Kuula ini bukan link tur. Salin link bagikan atau link sematkan (embed) tur dari Kuula.",
      ],
      ["bukan link", "Tur virtual 360° harus berupa link (URL) yang valid."],
    ] as const;
    for (const [link, message] of cases) {
      const res = await save({ uuid: null, action: "save_draft", type: "S", tour_360_url: link });
      expect(res.statusCode, link).toBe(470);
      expect(res.json().errors, link).toEqual({ tour_360_url: [message] });
    }
    const tooLong = await save({
      uuid: null,
      action: "save_draft",
      type: "S",
      tour_360_url: `https://kuula.co/post/${"a".repeat(500)}`,
    });
    expect(tooLong.statusCode).toBe(470);
    expect(Object.keys(tooLong.json().errors)).toEqual(["tour_360_url"]);
  });

  it("keeps the tour through edits without the field, activation and duplication; null or blank removes it", async () => {
    const a = await photo();
    const created = await save({
      ...complete,
      uuid: null,
      action: "save_draft",
      photo_uuids: [a],
      primary_photo_uuid: a,
      tour_360_url: MATTERPORT,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json().data;
    // A save that does not carry the field (the form without it) changes everything else and keeps the tour.
    const edited = await save({
      ...complete,
      uuid,
      action: "save_and_activate",
      photo_uuids: [a],
      primary_photo_uuid: a,
      price: 900_000_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.status).toBe("ACTIVE");
    expect((await editData(uuid)).edit_data).toMatchObject({ price: 900_000_000, tour_360_url: MATTERPORT });
    expect(await publicTour(uuid)).toBe(MATTERPORT);

    const copy = await t.app.inject({
      method: "POST",
      url: "/api/listings/duplicate",
      headers: bearer(budi),
      payload: { uuid },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyUuid = copy.json().data.uuid;
    expect((await editData(copyUuid)).edit_data.tour_360_url).toBe(MATTERPORT);
    expect(await publicTour(copyUuid)).toBe(MATTERPORT);

    expect(
      (
        await save({
          ...complete,
          uuid,
          action: "save_draft",
          photo_uuids: [a],
          primary_photo_uuid: a,
          tour_360_url: "",
        })
      ).statusCode,
    ).toBe(200);
    expect((await editData(uuid)).edit_data.tour_360_url).toBeNull();
    expect(await publicTour(uuid)).toBeNull();
    const [copyPhoto] = (await editData(copyUuid)).edit_data.photo_uuids as string[];
    const cleared = await save({
      ...complete,
      uuid: copyUuid,
      action: "save_draft",
      photo_uuids: [copyPhoto],
      primary_photo_uuid: copyPhoto,
      tour_360_url: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await publicTour(copyUuid)).toBeNull();
  });
});

describe("an agent not on the list", () => {
  it("cannot add a tour (470 at tour_360_url, whatever the link) but may save without one", async () => {
    await setEmbed360([]);
    for (const link of [KUULA_POST, "https://example.com/tour"]) {
      const res = await save({ uuid: null, action: "save_draft", type: "S", tour_360_url: link });
      expect(res.statusCode, link).toBe(470);
      expect(res.json().errors).toEqual({ tour_360_url: [NOT_ALLOWED] });
    }
    // Other mistakes are reported with it.
    const both = await save({
      uuid: null,
      action: "save_draft",
      type: "S",
      title_suffix: "Kecil",
      tour_360_url: KUULA_POST,
    });
    expect(both.json().errors).toEqual({ title_suffix: [expect.any(String)], tour_360_url: [NOT_ALLOWED] });
    for (const empty of [null, "", "  "]) {
      const res = await save({
        uuid: null,
        action: "save_draft",
        type: "S",
        title_suffix: "Rumah tanpa tur",
        tour_360_url: empty,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it("keeps an existing tour, hidden from the public page until the agent is on the list again", async () => {
    await setEmbed360([budiId]);
    const uuid = await activeListing({ tour_360_url: KUULA_POST });
    expect(await publicTour(uuid)).toBe(KUULA_EMBED);

    await setEmbed360([]);
    expect(await publicTour(uuid)).toBeNull();
    const { edit_data } = await editData(uuid);
    expect(edit_data.tour_360_url).toBe(KUULA_EMBED);
    // The form that does not offer the field leaves it out: the save keeps the tour.
    const [a] = edit_data.photo_uuids as string[];
    const edited = await save({
      ...complete,
      uuid,
      action: "save_draft",
      photo_uuids: [a],
      primary_photo_uuid: a,
      price: 950_000_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Sending it back as it is counts as adding one.
    const resent = await save({
      ...complete,
      uuid,
      action: "save_draft",
      photo_uuids: [a],
      primary_photo_uuid: a,
      tour_360_url: KUULA_EMBED,
    });
    expect(resent.statusCode).toBe(470);
    expect(resent.json().errors).toEqual({ tour_360_url: [NOT_ALLOWED] });

    await setEmbed360(null);
    expect(await publicTour(uuid)).toBe(KUULA_EMBED);
  });

  it("does not show a stored link the page may no longer frame", async () => {
    const uuid = await activeListing();
    await t.database.db.execute(
      sql`UPDATE listings SET tour_360_url = 'https://example.com/old-tour' WHERE uuid = ${uuid}::uuid`,
    );
    expect(await publicTour(uuid)).toBeNull();
  });
});
