import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOtp, skipOtpCooldown, userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, phone_number: string) =>
  t.app.inject({ method: "POST", url: "/api/otp/request_new", headers: bearer(token), payload: { phone_number } });
const change = (token: string, phone_number: string, otp: string) =>
  t.app.inject({ method: "POST", url: "/api/profile/phone_number", headers: bearer(token), payload: { phone_number, otp } });

describe("POST /api/profile/phone_number", () => {
  it("changes a verified number with the code sent to the new one, then locks further changes", async () => {
    const token = await loginAs(t.app);
    const userId = await userIdOf(t.database, "agen@demo.id");
    expect((await send(token, "081377770001")).statusCode).toBe(200);
    const res = await change(token, "0813-7777-0001", await latestOtp(t.app, "081377770001"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone_number: "081377770001", membership: { type: "SILVER" } });
    const row = await rowsOf<{ changed: boolean; trials: number }>(t.database.db, sql`
      SELECT phone_number_changed_at IS NOT NULL AS changed,
        (SELECT count(*)::int FROM memberships WHERE user_id = ${userId} AND tier = 'TRIAL') AS trials
      FROM users WHERE id = ${userId}`);
    expect(row[0]).toEqual({ changed: true, trials: 0 });

    await skipOtpCooldown(t.database, userId);
    const again = await send(token, "081377770002");
    expect(again.statusCode).toBe(470);
    expect(again.json().errors.phone_number[0]).toMatch(/^Nomor HP belum dapat diubah sebelum /);
    const direct = await change(token, "081377770002", "123456");
    expect(direct.json().errors.phone_number[0]).toMatch(/^Nomor HP belum dapat diubah sebelum /);
  });

  it("refuses the same number, a number verified elsewhere, and a code sent for another number", async () => {
    const token = await loginAs(t.app, "siti@demo.id");
    const userId = await userIdOf(t.database, "siti@demo.id");
    expect((await change(token, "081298765432", "123456")).json().errors).toEqual({
      phone_number: ["Nomor HP baru sama dengan nomor HP Anda saat ini."],
    });
    expect((await change(token, "081355512345", "123456")).json().errors).toEqual({
      phone_number: ["Nomor HP sudah digunakan oleh akun lain."],
    });
    expect((await send(token, "081377770003")).statusCode).toBe(200);
    const code = await latestOtp(t.app, "081377770003");
    const other = await change(token, "081377770004", code);
    expect(other.json().errors).toEqual({ otp: ["Belum ada kode OTP yang aktif untuk nomor ini. Minta kode baru."] });
    const wrong = await change(token, "081377770003", code === "000000" ? "111111" : "000000");
    expect(wrong.json().errors).toEqual({ otp: ["Kode OTP salah. Sisa percobaan: 4."] });
    await skipOtpCooldown(t.database, userId);
    expect((await change(token, "081377770003", code)).statusCode).toBe(200);
  });

  it("verifies a first number too, granting TRIAL", async () => {
    const token = await loginAs(t.app, "rudi@demo.id");
    await t.database.db.execute(sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE email = 'rudi@demo.id'`);
    expect((await send(token, "085777770005")).statusCode).toBe(200);
    const res = await change(token, "085777770005", await latestOtp(t.app, "085777770005"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membership).toMatchObject({ type: "TRIAL" });
  });
});
