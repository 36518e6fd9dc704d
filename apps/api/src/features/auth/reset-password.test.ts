import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, latestLinkToken } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resetLink(email: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return latestLinkToken(t.app, email, "/password/reset/");
}

const reset = (token: string, password = "kata-sandi-baru1", confirmation = password) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password, password_confirmation: confirmation },
  });
const me = (token: string) => t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) });

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every session, and works once", async () => {
    const phone = await loginAs(t.app, "agen@demo.id");
    const laptop = await loginAs(t.app, "agen@demo.id");
    // Both sessions read once, so the API keeps them (ADR 0074): the reset must end the kept ones too.
    expect([(await me(phone)).statusCode, (await me(laptop)).statusCode]).toEqual([200, 200]);
    const token = await resetLink("agen@demo.id");

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    await expect(loginAs(t.app, "agen@demo.id", "rahasia123")).rejects.toThrow(/470/);
    expect((await me(await loginAs(t.app, "agen@demo.id", "kata-sandi-baru1"))).statusCode).toBe(200);

    const reused = await reset(token, "lagi-lagi-123");
    expect(reused.statusCode).toBe(470);
    expect(reused.json().errors).toEqual({
      token: ["Tautan atur ulang kata sandi sudah digunakan. Minta tautan baru."],
    });
  });

  it("refuses an expired link, an unknown one, and an older link once a newer was sent", async () => {
    const older = await resetLink("siti@demo.id");
    const newer = await resetLink("siti@demo.id");
    expect((await reset(older)).json().errors.token[0]).toMatch(/kedaluwarsa/);

    await t.database.db.execute(sql`UPDATE one_time_links SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = 'siti@demo.id')`);
    const expired = await reset(newer);
    expect(expired.statusCode).toBe(470);
    expect(expired.json().errors).toEqual({
      token: ["Tautan atur ulang kata sandi sudah kedaluwarsa. Minta tautan baru."],
    });

    const unknown = await reset("y".repeat(43));
    expect(unknown.json().errors).toEqual({ token: ["Tautan atur ulang kata sandi tidak valid."] });
  });

  it("checks the confirmation without spending the link", async () => {
    const token = await resetLink("agus@demo.id");
    const res = await reset(token, "kata-sandi-baru1", "kata-sandi-lain1");
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ password_confirmation: ["Konfirmasi kata sandi tidak sama."] });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("counts the e-mail as activated (the link proved it)", async () => {
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE email = 'rudi@demo.id'`);
    const token = await resetLink("rudi@demo.id");
    expect((await reset(token)).statusCode).toBe(200);
    expect((await me(await loginAs(t.app, "rudi@demo.id", "kata-sandi-baru1"))).statusCode).toBe(200);
  });

  it("refuses a common password, an all-whitespace one and the account's e-mail, without spending the link", async () => {
    const token = await resetLink("dewi@demo.id");
    expect((await reset(token, "iloveyou")).json().errors).toEqual({
      password: [
        "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
      ],
    });
    expect((await reset(token, "         ")).json().errors).toEqual({
      password: ["Kata sandi tidak boleh hanya berisi spasi."],
    });
    const asEmail = await reset(token, "DEWI@demo.id");
    expect(asEmail.statusCode).toBe(470);
    expect(asEmail.json().errors).toEqual({ password: ["Kata sandi tidak boleh sama dengan alamat email."] });
    expect((await reset(token, "Dewi-Baru-Sekali-7")).statusCode).toBe(200);
  });

  it("enforces the password length (8–64)", async () => {
    const res = await reset("z".repeat(43), "x".repeat(65));
    expect(res.json().errors.password).toEqual(["Kata sandi maksimal 64 karakter."]);
  });
});
