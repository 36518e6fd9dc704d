import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { latestLinkToken, register, registration } from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activate = (token: string) => t.app.inject({ method: "GET", url: `/api/auth/email_activation/${token}` });
const login = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/agent/auth/login", payload: { email, password: "rahasia-baru-99" } });

async function registered(email: string): Promise<string> {
  expect((await register(t.app, registration(email))).statusCode).toBe(201);
  return latestLinkToken(t.app, email, "/user/activation/");
}

describe("GET /api/auth/email_activation/{token}", () => {
  it("activates the account once; login works afterwards, not before", async () => {
    const token = await registered("aktif@contoh.id");
    const before = await login("aktif@contoh.id");
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      errors: expect.stringMatching(/^Akun Anda belum aktif\./),
      needs_activation: true,
    });

    const res = await activate(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: "Akun Anda sudah aktif. Silakan masuk.", already_active: false } });
    expect((await login("aktif@contoh.id")).statusCode).toBe(200);

    // Opening the link again says the account is active (what the agent came for), not that activation failed.
    const again = await activate(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      data: {
        message: "Akun Anda sudah aktif: tautan aktivasi ini sudah dipakai sebelumnya. Silakan masuk.",
        already_active: true,
      },
    });
  });

  it("refuses an expired link and says how to get a new one", async () => {
    const token = await registered("kedaluwarsa@contoh.id");
    await t.database.db.execute(sql`UPDATE one_time_links SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = 'kedaluwarsa@contoh.id')`);
    const res = await activate(token);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ token: ["Tautan aktivasi sudah kedaluwarsa. Kirim ulang email aktivasi."] });
    const user = await rowsOf(
      t.database.db,
      v.object({ v: v.unknown() }),
      sql`SELECT email_verified_at AS v FROM users WHERE email = 'kedaluwarsa@contoh.id'`,
    );
    expect(user[0]!.v).toBeNull();
  });

  it("answers 404 for an unknown token", async () => {
    const res = await activate("x".repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toMatch(/tidak ditemukan/);
  });

  it("stores only the SHA-256 of the token", async () => {
    const token = await registered("hash@contoh.id");
    const raw = await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM one_time_links WHERE token_hash = ${token}`,
    );
    expect(raw[0]!.n).toBe(0);
  });

  it("lets only one of two simultaneous uses activate; the other says the account is already active", async () => {
    const token = await registered("balapan@contoh.id");
    const [a, b] = await Promise.all([activate(token), activate(token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.already_active, b.json().data.already_active].sort()).toEqual([false, true]);
  });
});
