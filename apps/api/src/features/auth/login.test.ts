import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { bearer, createTestApp, type TestApp } from "../../../test/test-app.js";
import { pacing } from "../../platform/rate-limit/pause.js";
import { WRONG_CREDENTIALS } from "./login.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/agent/auth/login", payload: payload as object });

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
    const { rowsOf } = await import("../../platform/db/rows-of.js");
    const { sql } = await import("drizzle-orm");
    const found = await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM auth_tokens WHERE token_hash = ${token}`,
    );
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
      method: "POST",
      url: "/api/agent/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors.body[0]).toMatch(/tidak valid/);
  });

  it("answers a body that is not an object with 470", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/agent/auth/login",
      headers: { "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(res.statusCode).toBe(470);
  });

  it("refuses a not-yet-activated account with 403 needs_activation, only when the password is right", async () => {
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE email = 'siti@demo.id'`);
    const res = await login({ email: "siti@demo.id", password: "rahasia123" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors:
        "Akun Anda belum aktif. Buka tautan aktivasi yang kami kirim ke email Anda, atau kirim ulang email aktivasi.",
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
  const attempt = (email: string, password: string, remoteAddress: string, forwardedFor?: string, app = t.app) =>
    app.inject({
      method: "POST",
      url: "/api/agent/auth/login",
      payload: { email, password },
      remoteAddress,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });
  // The slow-down past an e-mail's ceiling is counted, not sat through.
  const pause = vi.spyOn(pacing, "pause").mockResolvedValue();
  beforeEach(() => pause.mockClear());

  it("counts failures per address and e-mail: after 10, that address waits even with the right password (429)", async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await attempt("rudi@demo.id", "salah12345", "192.0.2.1")).statusCode).toBe(470);
    const res = await attempt("rudi@demo.id", "rahasia123", "192.0.2.1");
    expect(res.statusCode).toBe(429);
    const { errors, retry_after } = res.json();
    expect(retry_after).toBeGreaterThan(800);
    expect(retry_after).toBeLessThanOrEqual(900);
    expect(errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 15 menit.");
    expect(res.headers["retry-after"]).toBe(String(res.json().retry_after));
    // The owner, at their own address, is not affected.
    expect((await attempt("rudi@demo.id", "rahasia123", "192.0.2.2")).statusCode).toBe(200);
  });

  it("never locks the owner out from elsewhere: past the e-mail's ceiling attempts are slowed, not refused", async () => {
    // 60 wrong passwords for one e-mail from 60 addresses (a botnet): none of them is refused ...
    for (let i = 0; i < 60; i += 1) {
      expect((await attempt("dewi@demo.id", "salah12345", `198.18.${i >> 8}.${i & 255}`)).statusCode).toBe(470);
    }
    // ... but every attempt past the 50th waited, longer the more there were (capped).
    expect(pause.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000, 5000, 5000, 5000]);
    pause.mockClear();
    // The owner at home with the right password gets in (slowed as well), and that success costs nothing.
    expect((await attempt("dewi@demo.id", "rahasia123", "192.0.2.50")).statusCode).toBe(200);
    expect(pause).toHaveBeenCalledWith(5000);
  }, 60_000);

  it("does not count successful logins", async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt("mitra@demo.id", "rahasia123", "192.0.2.77")).statusCode).toBe(200);
    }
    expect(pause).not.toHaveBeenCalled();
  });

  it("counts failures per address; X-Forwarded-For is believed only from the loopback proxy", async () => {
    // Behind the portal (remote 127.0.0.1) the forwarded address is the client: one client is limited ...
    for (let i = 0; i < 30; i += 1) await attempt(`x${i}@contoh.id`, "salah12345", "127.0.0.1", "203.0.113.10");
    expect((await attempt("y@contoh.id", "salah12345", "127.0.0.1", "203.0.113.10")).statusCode).toBe(429);
    // ... and another is not.
    expect((await attempt("y@contoh.id", "salah12345", "127.0.0.1", "203.0.113.11")).statusCode).toBe(470);

    // From anywhere else a made-up X-Forwarded-For changes nothing: the socket address is counted.
    for (let i = 0; i < 30; i += 1) await attempt(`z${i}@contoh.id`, "salah12345", "198.51.100.20", `10.0.0.${i}`);
    const spoofed = await attempt("z@contoh.id", "salah12345", "198.51.100.20", "10.0.0.250");
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json().errors).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
  }, 60_000);

  it("counts an IPv6 client per /64, so rotating through its own block gains nothing", async () => {
    for (let i = 0; i < 10; i += 1)
      await attempt("agen@demo.id", "salah12345", `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await attempt("agen@demo.id", "salah12345", "2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await attempt("agen@demo.id", "rahasia123", "2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("behind a load balancer on another host (API_TRUST_PROXY), every client has its own budget", async () => {
    const behind = await createTestApp({ API_TRUST_PROXY: "10.1.0.0/16" });
    try {
      for (let i = 0; i < 30; i += 1)
        await attempt(`lb${i}@contoh.id`, "salah12345", "10.1.0.5", "203.0.113.30", behind.app);
      expect((await attempt("lb@contoh.id", "salah12345", "10.1.0.5", "203.0.113.30", behind.app)).statusCode).toBe(
        429,
      );
      expect((await attempt("siti@demo.id", "rahasia123", "10.1.0.5", "203.0.113.31", behind.app)).statusCode).toBe(
        200,
      );
      // The portal on loopback is not that balancer: what it forwards is not believed there.
      for (let i = 0; i < 30; i += 1)
        await attempt(`lo${i}@contoh.id`, "salah12345", "127.0.0.1", `203.0.113.${100 + i}`, behind.app);
      expect((await attempt("lo@contoh.id", "salah12345", "127.0.0.1", "203.0.113.200", behind.app)).statusCode).toBe(
        429,
      );
    } finally {
      await behind.close();
    }
  }, 60_000);
});
