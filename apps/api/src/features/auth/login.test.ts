import { sql } from "drizzle-orm";
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

  it("refuses a not-yet-activated account with 403 needs_activation, only when the password is right", async () => {
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE email = 'siti@demo.id'`);
    const res = await login({ email: "siti@demo.id", password: "rahasia123" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: "Akun Anda belum aktif. Buka tautan aktivasi yang kami kirim ke email Anda, atau kirim ulang email aktivasi.",
      needs_activation: true,
    });
    expect((await login({ email: "siti@demo.id", password: "salah12345" })).statusCode).toBe(470);
  });

  it("refuses a non-agent account with 403 needs_conversion", async () => {
    await t.database.db.execute(sql`UPDATE users SET is_agent = false WHERE email = 'agus@demo.id'`);
    const res = await login({ email: "agus@demo.id", password: "rahasia123" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: expect.stringMatching(/akun agen/), needs_conversion: true });
  });
});

describe("login rate limits", () => {
  const attempt = (email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: "POST", url: "/api/agent/auth/login", payload: { email, password }, remoteAddress,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });

  it("counts failures per e-mail: after 10, even the right password waits (429, Retry-After)", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt("rudi@demo.id", "salah12345", `192.0.2.${i + 1}`)).statusCode).toBe(470);
    }
    const res = await attempt("rudi@demo.id", "rahasia123", "192.0.2.200");
    expect(res.statusCode).toBe(429);
    const { errors, retry_after } = res.json();
    expect(retry_after).toBeGreaterThan(800);
    expect(retry_after).toBeLessThanOrEqual(900);
    expect(errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 15 menit.");
    expect(res.headers["retry-after"]).toBe(String(res.json().retry_after));
  });

  it("does not count successful logins", async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt("mitra@demo.id", "rahasia123", "192.0.2.77")).statusCode).toBe(200);
    }
  });

  it("counts failures per IP; X-Forwarded-For is believed only from the loopback proxy", async () => {
    // Behind the portal (remote 127.0.0.1) the forwarded address is the client: one client is limited ...
    for (let i = 0; i < 30; i += 1) await attempt(`x${i}@contoh.id`, "salah12345", "127.0.0.1", "203.0.113.10");
    expect((await attempt("y@contoh.id", "salah12345", "127.0.0.1", "203.0.113.10")).statusCode).toBe(429);
    // ... and another is not.
    expect((await attempt("y@contoh.id", "salah12345", "127.0.0.1", "203.0.113.11")).statusCode).toBe(470);

    // From anywhere else a made-up X-Forwarded-For changes nothing: the socket address is counted.
    for (let i = 0; i < 30; i += 1) await attempt(`z${i}@contoh.id`, "salah12345", "198.51.100.20", `10.0.0.${i}`);
    const spoofed = await attempt("z@contoh.id", "salah12345", "198.51.100.20", "10.0.0.250");
    expect(spoofed.statusCode).toBe(429);
  });
});

