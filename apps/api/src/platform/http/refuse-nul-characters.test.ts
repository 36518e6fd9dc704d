import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, registration } from "../../../test/accounts.js";
import { productUuid } from "../../../test/commerce.js";
import { multipartBody } from "../../../test/multipart-body.js";
import { pngImage } from "../../../test/test-images.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../db/rows-of.js";
import { nulCharacterErrors } from "./refuse-nul-characters.js";

const NUL = "\u0000";
const refused = (label: string) => [`${label} berisi karakter yang tidak diizinkan.`];

describe("nulCharacterErrors", () => {
  it("names each field holding a NUL the way the 470 errors map does, keys included", () => {
    expect(
      nulCharacterErrors({ name: `A${NUL}`, products: [{ uuid: "x" }, { promo: `${NUL}` }], [`ke${NUL}y`]: 1 }, ""),
    ).toEqual({
      name: refused("Nama lengkap"),
      "products.1.promo": refused("Promo"),
      key: refused("Key"),
    });
    expect(nulCharacterErrors(`teks${NUL}`, "")).toEqual({ body: refused("Body") });
    expect(nulCharacterErrors({ name: "Andi", tags: ["a", 1, null, true] }, "")).toEqual({});
  });

  it("walks a body nested 100,000 deep without overflowing the stack", () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(nulCharacterErrors(deep, ""))).toHaveLength(1);
  });
});

let t: TestApp;
let token: string;
const uuid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
  for (const code of ["LISTING_SLOT"]) uuid[code] = await productUuid(t.database.db, code);
});
afterAll(() => t.close());

async function idOf(table: string, column: string, value: string): Promise<number> {
  const rows = await rowsOf(
    t.database.db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`,
  );
  return rows[0]!.id;
}

async function profileBody(overrides: Record<string, unknown>) {
  return {
    name: "Budi Santoso",
    agent_type_id: await idOf("agent_types", "code", "OFFICE"),
    agent_office_id: await idOf("agent_offices", "name", "Griya Prima Realty"),
    selected_area_specializations: ["31.71"],
    address: "Jl. Menteng Raya No. 1",
    province_id: "31",
    city_id: "31.71",
    district_id: "31.71.06",
    village_id: "31.71.06.1001",
    ...overrides,
  };
}

type Case = { name: string; request: () => Promise<InjectOptions> | InjectOptions; field: string; label: string };

// Each of these answered 500 (PostgreSQL refuses NUL in text) before NUL was refused at validation.
const cases: Case[] = [
  {
    name: "listing title (saveListingForm)",
    field: "title_suffix",
    label: "Judul listing",
    request: () => ({
      method: "POST",
      url: "/api/v2/listing_form/save",
      headers: bearer(token),
      payload: { uuid: null, type: "S", action: "save_draft", title_suffix: `Rumah minimalis dekat stasiun${NUL}` },
    }),
  },
  {
    name: "q on orders (listOrders)",
    field: "q",
    label: "Kata kunci",
    request: () => ({ method: "GET", url: "/api/orders?q=%00", headers: bearer(token) }),
  },
  {
    name: "q on catalog (listCatalogItems)",
    field: "q",
    label: "Kata kunci",
    request: () => ({ method: "GET", url: "/api/v2/catalog/items?q=a%00", headers: bearer(token) }),
  },
  {
    name: "q on coin usages (listCoinUsages)",
    field: "q",
    label: "Kata kunci",
    request: () => ({ method: "GET", url: "/api/v2/coins/usages?q=%00", headers: bearer(token) }),
  },
  {
    name: "q on coin transfers (listCoinTransfers)",
    field: "q",
    label: "Kata kunci",
    request: () => ({ method: "GET", url: "/api/coin_transfers?q=%00", headers: bearer(token) }),
  },
  {
    name: "area query, no login (searchAreas)",
    field: "query",
    label: "Kata kunci",
    request: () => ({ method: "GET", url: "/api/regional/get_areas?query=ja%00" }),
  },
  {
    name: "promo code (checkPromo)",
    field: "promo_code",
    label: "Kode promo",
    request: () => ({
      method: "POST",
      url: "/api/promos/check",
      headers: bearer(token),
      payload: { promo_code: `HEMAT${NUL}`, product_uuid: uuid.LISTING_SLOT, qty: 5, duration: 365 },
    }),
  },
  {
    name: "profile (updateAgentProfile)",
    field: "address",
    label: "Alamat",
    request: async () => ({
      method: "POST",
      url: "/api/agent/update-profile",
      headers: bearer(token),
      payload: await profileBody({ address: `Jl. Melati${NUL}` }),
    }),
  },
  {
    name: "billing (updateBillingInformation)",
    field: "account_name",
    label: "Nama pemilik rekening",
    request: () => ({
      method: "PUT",
      url: "/api/v2/user/update-user-billing",
      headers: bearer(token),
      payload: {
        bank_name: "BCA",
        account_name: `Budi${NUL}`,
        account_number: "1234567890",
        phone_number: "081234567890",
      },
    }),
  },
  {
    name: "registration name, no login (registerAgent)",
    field: "name",
    label: "Nama lengkap",
    request: () => ({
      method: "POST",
      url: "/api/agent/auth/register",
      remoteAddress: freshIp(),
      payload: registration("nul@example.id", { name: `Andi${NUL}` }),
    }),
  },
  {
    name: "payment notification order_id, no login (receivePaymentNotification)",
    field: "order_id",
    label: "Order",
    request: () => ({
      method: "POST",
      url: "/api/payments/notifications",
      payload: {
        order_id: `GRY${NUL}`,
        status_code: "200",
        gross_amount: "1000.00",
        signature_key: "x",
        transaction_status: "settlement",
      },
    }),
  },
  {
    name: "a header",
    field: "X-Timezone",
    label: "X-Timezone",
    request: () => ({
      method: "GET",
      url: "/api/orders",
      headers: { ...bearer(token), "x-timezone": `Asia/Jakarta${NUL}` },
    }),
  },
];

describe("NUL characters in requests", () => {
  it.each(cases)("refuse $name with 470 on the field", async ({ request, field, label }) => {
    const res = await t.app.inject(await request());
    expect(res.statusCode, res.body).toBe(470);
    expect(res.json().errors).toEqual({ [field]: refused(label) });
  });

  it("refuses a NUL in a multipart text field of an upload", async () => {
    const { payload, headers } = multipartBody([
      { name: "purpose", value: `listing${NUL}` },
      { name: "photo", filename: "a.png", contentType: "image/png", data: await pngImage(8, 8) },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/file_content/upload_photo",
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ purpose: refused("Jenis foto") });
  });

  it("still takes the same texts without the NUL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/orders?q=GRY", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});
