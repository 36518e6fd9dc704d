import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/auth/logout", () => {
  it("revokes only the token it was called with", async () => {
    const phone = await loginAs(t.app);
    const laptop = await loginAs(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    const after = await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(phone) });
    expect(after.statusCode).toBe(401);
    const other = await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(laptop) });
    expect(other.statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toMatch(/masuk kembali/);
  });
});
