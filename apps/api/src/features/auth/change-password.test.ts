import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, old_password: string, password = "ganti-sandi-123", password_confirmation = password) =>
  t.app.inject({
    method: "POST",
    url: "/api/change-password",
    headers: bearer(token),
    payload: { old_password, password, password_confirmation },
  });
const me = (token: string) => t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) });

describe("POST /api/change-password", () => {
  it("changes the password and ends the other sessions, keeping this one", async () => {
    const here = await loginAs(t.app);
    const elsewhere = await loginAs(t.app);
    const res = await change(here, "rahasia123");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await loginAs(t.app, "agen@demo.id", "ganti-sandi-123");
  });

  it("says when the old password is wrong, and when the confirmation differs", async () => {
    const token = await loginAs(t.app, "siti@demo.id");
    const res = await change(token, "bukan-sandi-lama", "ganti-sandi-123", "ganti-sandi-456");
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      old_password: ["Kata sandi lama salah."],
      password_confirmation: ["Konfirmasi kata sandi tidak sama."],
    });
  });

  it("refuses a common new password, an all-whitespace one and the account's e-mail", async () => {
    const token = await loginAs(t.app, "agus@demo.id");
    expect((await change(token, "rahasia123", "12345678")).json().errors).toEqual({
      password: [
        "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
      ],
    });
    expect((await change(token, "rahasia123", "          ")).json().errors).toEqual({
      password: ["Kata sandi tidak boleh hanya berisi spasi."],
    });
    const asEmail = await change(token, "rahasia123", "agus@demo.id");
    expect(asEmail.statusCode).toBe(470);
    expect(asEmail.json().errors).toEqual({ password: ["Kata sandi tidak boleh sama dengan alamat email."] });
    await loginAs(t.app, "agus@demo.id", "rahasia123");
  });

  it("limits wrong old passwords per account", async () => {
    const token = await loginAs(t.app, "agus@demo.id");
    for (let i = 0; i < 10; i += 1) expect((await change(token, "tebakan-salah")).statusCode).toBe(470);
    const limited = await change(token, "rahasia123");
    expect(limited.statusCode).toBe(429);
  });

  it("refuses an account without a password with 403", async () => {
    const token = await loginAs(t.app, "rudi@demo.id");
    await t.database.db.execute(sql`UPDATE users SET password_hash = NULL WHERE email = 'rudi@demo.id'`);
    expect((await change(token, "rahasia123")).statusCode).toBe(403);
  });
});
