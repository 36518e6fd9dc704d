import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { MESSAGES } from "./http-error.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { "content-type": "application/json" };

describe("JSON bodies", () => {
  it("an empty body sent as application/json is no body: logout succeeds", async () => {
    for (const payload of ["", "  \n"]) {
      const token = await loginAs(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { ...json, ...bearer(token) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
  });

  it("an empty body where one is required is still refused with 470, not read as malformed JSON", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/agent/auth/login", headers: json, payload: "" });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors.body).not.toContain(MESSAGES.invalidJson);
  });

  it("malformed JSON and prototype keys are still refused", async () => {
    for (const payload of ["{", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}']) {
      const res = await t.app.inject({ method: "POST", url: "/api/agent/auth/login", headers: json, payload });
      expect(res.statusCode, payload).toBe(470);
      expect(res.json().errors).toEqual({ body: [MESSAGES.invalidJson] });
    }
  });
});
