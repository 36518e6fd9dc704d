import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../../../test/test-app.js";
import { WRONG_CREDENTIALS } from "./login.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/agent/auth/login", payload: payload as object });

describe("POST /api/agent/auth/login", () => {
  it("issues a 24-hour token that opens the agent's session", async () => {
    const res = await login({ email: "agen@demo.id", password: "rahasia123" });
    expect(res.statusCode).toBe(200);
    const { token, token_type, expires_at } = res.json().data;
    expect(token_type).toBe("Bearer");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const hours = (Date.parse(expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const me = await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe("agen@demo.id");
  });

  it("keeps the token for 365 days with remember", async () => {
    const res = await login({ email: "agen@demo.id", password: "rahasia123", remember: true });
    const days = (Date.parse(res.json().data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
  });

  it("matches the e-mail without regard to case or surrounding case", async () => {
    const res = await login({ email: "AGEN@Demo.ID", password: "rahasia123" });
    expect(res.statusCode).toBe(200);
  });

  it("stores only a hash of the token", async () => {
    const res = await login({ email: "agen@demo.id", password: "rahasia123" });
    const { token } = res.json().data;
    const { rowsOf } = await import("../../db/rows-of.js");
    const { sql } = await import("drizzle-orm");
    const found = await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM auth_tokens WHERE token_hash = ${token}`);
    expect(found[0]?.n).toBe(0);
  });

  it.each([
    ["wrong password", { email: "agen@demo.id", password: "salah12345" }],
    ["unknown e-mail", { email: "tidak.ada@demo.id", password: "rahasia123" }],
  ])("refuses a %s with the same Indonesian message", async (_name, body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ email: [WRONG_CREDENTIALS] });
  });

  it("answers bad input with a per-field Indonesian errors map", async () => {
    const res = await login({ email: "bukan-email" });
    expect(res.statusCode).toBe(470);
    const body = res.json();
    expect(body.message).toMatch(/Periksa kembali/);
    expect(body.errors).toEqual({ email: ["Format email tidak valid."], password: ["Kata sandi wajib diisi."] });
  });

  it("answers malformed JSON with 470, not 400 or 500", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/agent/auth/login", headers: { "content-type": "application/json" }, payload: "{oops",
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors.body[0]).toMatch(/tidak valid/);
  });

  it("answers a body that is not an object with 470", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/agent/auth/login", headers: { "content-type": "application/json" }, payload: "[1,2]",
    });
    expect(res.statusCode).toBe(470);
  });
});
