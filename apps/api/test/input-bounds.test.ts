import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOperations, loadSpec, type SchemaObject } from "../src/platform/openapi/load-spec.js";
import { freshIp, registration } from "./accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "./test-app.js";

/** Every number a request can carry, with the place it sits, when it lacks a lower or an upper bound. */
function unboundedNumbers(schema: SchemaObject | undefined, place: string, out: string[] = []): string[] {
  if (!schema || typeof schema !== "object") return out;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const isNumber = types.includes("integer") || types.includes("number");
  const hasMin = typeof schema.minimum === "number" || typeof schema.exclusiveMinimum === "number";
  const hasMax = typeof schema.maximum === "number" || typeof schema.exclusiveMaximum === "number";
  if (isNumber && !Array.isArray(schema.enum) && !("const" in schema) && !(hasMin && hasMax)) out.push(place);
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>))
    unboundedNumbers(sub, `${place}.${name}`, out);
  if (schema.items) unboundedNumbers(schema.items as SchemaObject, `${place}[]`, out);
  if (typeof schema.additionalProperties === "object")
    unboundedNumbers(schema.additionalProperties as SchemaObject, `${place}.*`, out);
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    ((schema[key] as SchemaObject[] | undefined) ?? []).forEach((sub) => unboundedNumbers(sub, place, out));
  }
  return out;
}

describe("the contract's request numbers", () => {
  it("all have a minimum and a maximum, so none can overflow a PostgreSQL integer or an offset", async () => {
    const found = listOperations(await loadSpec()).flatMap(({ operation, parameters }) => [
      ...parameters.flatMap((p) => unboundedNumbers(p.schema, `${operation.operationId} ${p.in} ${p.name}`)),
      ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, c]) =>
        unboundedNumbers(c.schema, `${operation.operationId} body (${type})`),
      ),
    ]);
    expect(found).toEqual([]);
  });
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

type Case = { name: string; request: () => InjectOptions; errors: Record<string, string[]> };

// Each of these answered 500 (integer or bigint out of range, or an offset PostgreSQL refuses) before the bounds.
const cases: Case[] = [
  {
    name: "agent_type_id 2^31 at registration, no login (registerAgent)",
    request: () => ({
      method: "POST",
      url: "/api/agent/auth/register",
      remoteAddress: freshIp(),
      payload: registration("besar@example.id", { agent_type_id: 2 ** 31 }),
    }),
    errors: { agent_type_id: ["Tipe agen maksimal 2147483647."] },
  },
  {
    name: "agent_type_id 2^31 on the profile (updateAgentProfile)",
    request: () => ({
      method: "POST",
      url: "/api/agent/update-profile",
      headers: bearer(token),
      payload: {
        name: "Budi Santoso",
        agent_type_id: 2 ** 31,
        agent_office_id: 1,
        selected_area_specializations: ["31.71"],
        address: "Jl. Menteng Raya No. 1",
        province_id: "31",
        city_id: "31.71",
        district_id: "31.71.06",
        village_id: "31.71.06.1001",
      },
    }),
    errors: { agent_type_id: ["Tipe agen maksimal 2147483647."] },
  },
  {
    name: "property_type_id and certificate_id 2^31 in a listing (saveListingForm)",
    request: () => ({
      method: "POST",
      url: "/api/v2/listing_form/save",
      headers: bearer(token),
      payload: { uuid: null, type: "S", action: "save_draft", property_type_id: 2 ** 31, certificate_id: 2 ** 31 },
    }),
    errors: {
      property_type_id: ["Tipe properti maksimal 2147483647."],
      certificate_id: ["Sertifikat maksimal 2147483647."],
    },
  },
  {
    name: "a listing price of 1e20 (saveListingForm)",
    request: () => ({
      method: "POST",
      url: "/api/v2/listing_form/save",
      headers: bearer(token),
      payload: { uuid: null, type: "S", action: "save_draft", price: 1e20 },
    }),
    errors: { price: ["Harga maksimal 1000000000000."] },
  },
  {
    name: "page=1e20 on orders (listOrders)",
    request: () => ({ method: "GET", url: "/api/orders?page=1e20", headers: bearer(token) }),
    errors: { page: ["Halaman maksimal 1000000."] },
  },
  {
    name: "page=1e20 on my listings (listCatalogItems)",
    request: () => ({ method: "GET", url: "/api/v2/catalog/items?page=1e20", headers: bearer(token) }),
    errors: { page: ["Halaman maksimal 1000000."] },
  },
];

describe("numbers past their bounds", () => {
  it.each(cases)("refuse $name with 470 on the field", async ({ request, errors }) => {
    const res = await t.app.inject(request());
    expect(res.statusCode, res.body).toBe(470);
    expect(res.json().errors).toEqual(errors);
  });

  it("still take the largest page", async () => {
    for (const url of ["/api/orders?page=1000000", "/api/v2/catalog/items?page=1000000"]) {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });
});
