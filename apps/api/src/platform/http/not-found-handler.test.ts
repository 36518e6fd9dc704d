import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { loadSpec } from "../openapi/load-spec.js";
import { MESSAGES } from "./http-error.js";
import { allowedMethods } from "./not-found-handler.js";

describe("allowedMethods", () => {
  it("lists the contract's methods at a concrete address across every matching path, HEAD with GET", async () => {
    const allowed = allowedMethods(await loadSpec());
    expect(allowed("/api/orders")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/api/orders?q=x")).toEqual(["GET", "HEAD", "POST"]);
    // POST /api/orders/cancel, and GET /api/orders/{uuid} takes "cancel" as a uuid.
    expect(allowed("/api/orders/cancel")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/api/enquiries/5b7c0f4e-0000-4000-8000-000000000000")).toEqual(["DELETE", "GET", "HEAD"]);
    expect(allowed("/api/tidak-ada")).toEqual([]);
    expect(allowed("/api/orders/a/b")).toEqual([]);
  });
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

describe("requests no route takes", () => {
  it("answer 405 with Allow when the address exists under other methods", async () => {
    for (const [method, url, allow] of [
      ["PUT", "/api/orders", "GET, HEAD, POST"],
      ["DELETE", "/api/auth/logout", "POST"],
      ["PATCH", "/api/v2/user/update-user-billing", "PUT"],
      ["OPTIONS", "/api/regional/get_areas", "GET, HEAD"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token) });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ errors: MESSAGES.methodNotAllowed });
    }
  });

  it("answer 404 for an address no operation has", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/tidak-ada" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: MESSAGES.routeNotFound });
  });

  it("leave the routed methods alone", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/orders", headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "HEAD", url: "/api/regional/get_provinces" })).statusCode).toBe(200);
  });
});
