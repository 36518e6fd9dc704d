import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { issueSession } from "./issue-session.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/create_password", headers: bearer(token), payload });

/** A session for an account without a password (such accounts cannot log in with one). */
async function passwordlessSession(email: string): Promise<string> {
  await t.database.db.execute(sql`UPDATE users SET password_hash = NULL WHERE email = ${email}`);
  const rows = (await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`)) as {
    rows: { id: number }[];
  };
  const request = { server: t.app } as unknown as Parameters<typeof issueSession>[0];
  return (await issueSession(request, rows.rows[0]!.id, false)).token;
}

describe("POST /api/create_password", () => {
  it("sets a first password; is_passworded becomes true and login works", async () => {
    const token = await passwordlessSession("rudi@demo.id");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) })).json().data.is_passworded,
    ).toBe(false);
    const res = await create(token, { password: "pertama-kali-1", password_confirmation: "pertama-kali-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) })).json().data.is_passworded,
    ).toBe(true);
    await loginAs(t.app, "rudi@demo.id", "pertama-kali-1");
  });

  it("refuses a common password, an all-whitespace one and the account's e-mail", async () => {
    const token = await passwordlessSession("dewi@demo.id");
    expect((await create(token, { password: "sunshine" })).json().errors).toEqual({
      password: [
        "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
      ],
    });
    expect((await create(token, { password: "        " })).json().errors).toEqual({
      password: ["Kata sandi tidak boleh hanya berisi spasi."],
    });
    const asEmail = await create(token, { password: "dewi@demo.id" });
    expect(asEmail.statusCode).toBe(470);
    expect(asEmail.json().errors).toEqual({ password: ["Kata sandi tidak boleh sama dengan alamat email."] });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) })).json().data.is_passworded,
    ).toBe(false);
  });

  it("refuses an account that already has a password with 403", async () => {
    const res = await create(await loginAs(t.app), { password: "pertama-kali-1" });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toMatch(/sudah memiliki kata sandi/);
  });

  it("checks the confirmation when sent, and the length", async () => {
    const token = await passwordlessSession("dewi@demo.id");
    const mismatch = await create(token, { password: "pertama-kali-1", password_confirmation: "berbeda-sekali" });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["Konfirmasi kata sandi tidak sama."] });
    const short = await create(token, { password: "pendek" });
    expect(short.json().errors).toEqual({ password: ["Kata sandi minimal 8 karakter."] });
  });

  it("answers 401 without a token", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/create_password", payload: { password: "pertama-kali-1" } }))
        .statusCode,
    ).toBe(401);
  });
});
