import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_DISCOUNT_REQUIREMENT, PROMO_MESSAGES } from "@griya/domain/promo";
import * as v from "valibot";
import { placeOrder, productUuid } from "../../../test/commerce.js";
import { testDriver } from "../../../test/database-template.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { PROMO_NOT_FOUND } from "./get-promo-campaign.js";

let t: TestApp;
let agen: string;
let agenId: number;
beforeAll(async () => {
  t = await createTestApp();
  agen = await loginAs(t.app);
  agenId = (
    await rowsOf(t.database.db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE email = 'agen@demo.id'`)
  )[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => setProjectDiscounts(null));

type Campaign = { uuid: string; code: string; title: string; audience: string; valid_until: string };

const setProjectDiscounts = (list: number[] | null) =>
  t.database.db
    .execute(sql`UPDATE app_settings SET value = jsonb_set(value, '{project_discounts}', ${JSON.stringify(list)}::jsonb)
    WHERE key = 'allow_lists'`);
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const codes = async (token?: string) =>
  ((await get("/api/promos", token)).json().data as Campaign[]).map((c) => c.code);
const uuidOf = async (code: string) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ uuid: v.string() }),
      sql`SELECT uuid::text AS uuid FROM promo_codes WHERE code = ${code}`,
    )
  )[0]!.uuid;
const checkSlots = (code: string, token = agen) =>
  productUuid(t.database.db, "LISTING_SLOT").then((uuid) =>
    t.app.inject({
      method: "POST",
      url: "/api/promos/check",
      headers: bearer(token),
      payload: { promo_code: code, product_uuid: uuid, qty: 50, duration: 90 },
    }),
  );

describe(`promo campaigns API (${testDriver()})`, () => {
  it("lists only the running published campaigns, ending soonest first", async () => {
    expect(await codes()).toEqual(["HEMAT10", "PROYEK15", "SLOT50"].sort());
    const list = (await get("/api/promos")).json().data as Campaign[];
    const ends = list.map((c) => c.valid_until);
    expect(ends).toEqual([...ends].sort());
    const hemat = list.find((c) => c.code === "HEMAT10")!;
    expect(hemat).toMatchObject({
      title: "Hemat 10% untuk langganan panjang",
      discount_percentage: 10,
      discount_amount: null,
      min_duration_days: 180,
      min_slots: null,
      product_kinds: null,
      audience: "ALL",
    });
    const slot = list.find((c) => c.code === "SLOT50")!;
    expect(slot).toMatchObject({ discount_amount: 100_000, min_slots: 50, product_kinds: ["LISTING_SLOT"] });
    // GRATIS is a demo code, never published; LEBARAN2024 has ended.
    expect(await codes(agen)).not.toContain("GRATIS");
    expect(await codes(agen)).not.toContain("LEBARAN2024");
  });

  it("leaves out a disabled or not yet started campaign", async () => {
    await t.database.db.execute(
      sql`UPDATE promo_codes SET disabled_at = now() - interval '1 minute' WHERE code = 'SLOT50'`,
    );
    await t.database.db.execute(
      sql`UPDATE promo_codes SET valid_from = now() + interval '1 day' WHERE code = 'HEMAT10'`,
    );
    expect(await codes()).toEqual(["PROYEK15"]);
    await t.database.db.execute(sql`UPDATE promo_codes SET disabled_at = NULL WHERE code = 'SLOT50'`);
    await t.database.db.execute(
      sql`UPDATE promo_codes SET valid_from = now() - interval '30 days' WHERE code = 'HEMAT10'`,
    );
  });

  it("opens a campaign by uuid, also after it ended; unpublished and unknown ones answer 404", async () => {
    const hemat = await get(`/api/promos/${(await uuidOf("HEMAT10")).toUpperCase()}`);
    expect(hemat.statusCode).toBe(200);
    expect(hemat.json().data).toMatchObject({ code: "HEMAT10", uuid: await uuidOf("HEMAT10") });
    const ended = await get(`/api/promos/${await uuidOf("LEBARAN2024")}`);
    expect(ended.statusCode).toBe(200);
    expect(new Date(ended.json().data.valid_until).getTime()).toBeLessThan(Date.now());
    for (const uuid of [await uuidOf("GRATIS"), randomUUID()]) {
      const res = await get(`/api/promos/${uuid}`, agen);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: PROMO_NOT_FOUND });
    }
  });

  it("answers 414 for an over-long path and 470 for a malformed uuid", async () => {
    expect((await get(`/api/promos/${"a".repeat(5000)}`)).statusCode).toBe(414);
    expect((await get("/api/promos/bukan-uuid")).statusCode).toBe(470);
  });
});

describe(`project discount offers follow the project_discounts allow-list (${testDriver()})`, () => {
  it("null: everyone sees and may use them, signed in or not", async () => {
    expect(await codes()).toContain("PROYEK15");
    expect(await codes(agen)).toContain("PROYEK15");
    expect((await get(`/api/promos/${await uuidOf("PROYEK15")}`)).statusCode).toBe(200);
    const check = await checkSlots("PROYEK15");
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ valid: true, discount_percentage: 15 });
  });

  it("[]: no one sees them; check and order creation refuse the code with 462", async () => {
    await setProjectDiscounts([]);
    expect(await codes()).not.toContain("PROYEK15");
    expect(await codes(agen)).not.toContain("PROYEK15");
    expect((await get(`/api/promos/${await uuidOf("PROYEK15")}`, agen)).statusCode).toBe(404);
    const refused = { errors: PROMO_MESSAGES.projectDiscountsOnly, requirements: [PROJECT_DISCOUNT_REQUIREMENT] };
    const check = await checkSlots("proyek15");
    expect(check.statusCode).toBe(462);
    expect(check.json()).toEqual(refused);
    const order = await placeOrder(t.app, agen, {
      products: [{ uuid: await productUuid(t.database.db, "LISTING_SLOT"), qty: 50, duration: 90 }],
      payment_method: "bca_va",
      promo_code: "PROYEK15",
    });
    expect(order.statusCode).toBe(462);
    expect(order.json()).toEqual(refused);
    // Other campaigns are unaffected.
    expect((await checkSlots("SLOT50")).statusCode).toBe(200);
  });

  it("[ids]: only the listed users; a visitor without a token never", async () => {
    await setProjectDiscounts([agenId]);
    expect(await codes(agen)).toContain("PROYEK15");
    expect((await get(`/api/promos/${await uuidOf("PROYEK15")}`, agen)).statusCode).toBe(200);
    expect((await checkSlots("PROYEK15")).statusCode).toBe(200);
    expect(await codes()).not.toContain("PROYEK15");
    expect((await get(`/api/promos/${await uuidOf("PROYEK15")}`)).statusCode).toBe(404);
    const other = await loginAs(t.app, "dewi@demo.id");
    expect(await codes(other)).not.toContain("PROYEK15");
    expect((await get(`/api/promos/${await uuidOf("PROYEK15")}`, other)).statusCode).toBe(404);
  });
});
