import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlers } from "../src/handlers.js";
import { listOperations, loadSpec } from "../src/platform/openapi/load-spec.js";
import { bearer, createTestApp, loginAs, type TestApp } from "./test-app.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

describe("the contract", () => {
  it("lists all 92 original calls, every other operation marked x-addition, operationIds unique", async () => {
    const ops = listOperations(await loadSpec());
    const spec = ops.filter((o) => !o.operation["x-addition"]);
    expect(spec).toHaveLength(92);
    const ids = ops.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toContain("GET /api/listing_boosts/recommended/");
  });

  it("has a handler for each implemented operation and reports progress", async () => {
    const ops = listOperations(await loadSpec());
    const implemented = ops.filter((o) => o.operation.operationId in handlers);
    console.log(`implemented ${implemented.length} of ${ops.length} operations`);
    expect(implemented.length).toBe(Object.keys(handlers).length);
  });

  it("answers 501 in the standard shape for every operation not built yet (or 470/401 first)", async () => {
    const ops = listOperations(await loadSpec()).filter((o) => !(o.operation.operationId in handlers));
    for (const { method, path } of ops) {
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const res = await t.app.inject({ method: method.toUpperCase() as "GET", url, headers: bearer(token) });
      expect([501, 470], `${method} ${path}`).toContain(res.statusCode);
      expect(typeof res.json().errors === "string" || typeof res.json().errors === "object").toBe(true);
    }
  });

  it("answers unknown paths with 404 in the shared error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/tidak-ada" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: "Alamat yang Anda minta tidak ditemukan." });
  });
});
