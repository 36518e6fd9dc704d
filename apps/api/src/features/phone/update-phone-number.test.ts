import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { latestOtp, outboxFor, skipOtpCooldown, userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, phone_number: string) =>
  t.app.inject({ method: "POST", url: "/api/otp/request_new", headers: bearer(token), payload: { phone_number } });
const change = (token: string, phone_number: string, otp: string, password = "rahasia123") =>
  t.app.inject({
    method: "POST",
    url: "/api/profile/phone_number",
    headers: bearer(token),
    payload: { phone_number, otp, password },
  });

describe("POST /api/profile/phone_number", () => {
  it("changes a verified number with the code sent to the new one, then locks further changes", async () => {
    const token = await loginAs(t.app);
    const userId = await userIdOf(t.database, "agen@demo.id");
    expect((await send(token, "081377770001")).statusCode).toBe(200);
    const res = await change(token, "0813-7777-0001", await latestOtp(t.app, "081377770001"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone_number: "081377770001", membership: { type: "SILVER" } });
    const row = await rowsOf(
      t.database.db,
      v.object({ changed: v.boolean(), trials: v.number() }),
      sql`
      SELECT phone_number_changed_at IS NOT NULL AS changed,
        (SELECT count(*)::int FROM memberships WHERE user_id = ${userId} AND tier = 'TRIAL') AS trials
      FROM users WHERE id = ${userId}`,
    );
    expect(row[0]).toEqual({ changed: true, trials: 0 });

    await skipOtpCooldown(t.database, userId);
    const again = await send(token, "081377770002");
    expect(again.statusCode).toBe(470);
    expect(again.json().errors.phone_number[0]).toMatch(/^Nomor HP belum dapat diubah sebelum /);
    const direct = await change(token, "081377770002", "123456");
    expect(direct.json().errors.phone_number[0]).toMatch(/^Nomor HP belum dapat diubah sebelum /);
  });

  it("asks for the account's password: a wrong one is refused on its field and the code stays usable", async () => {
    const token = await loginAs(t.app, "agus@demo.id");
    expect((await send(token, "081377770011")).statusCode).toBe(200);
    const code = await latestOtp(t.app, "081377770011");
    const wrong = await change(token, "081377770011", code, "bukan-sandinya");
    expect(wrong.statusCode).toBe(470);
    expect(wrong.json().errors).toEqual({ password: ["Kata sandi salah."] });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/profile/phone_number",
      headers: bearer(token),
      payload: { phone_number: "081377770011", otp: code },
    });
    expect(missing.statusCode).toBe(470);
    expect(missing.json().errors).toEqual({ password: ["Kata sandi wajib diisi."] });
    const rows = await rowsOf(
      t.database.db,
      v.object({ phone_number: v.string() }),
      sql`SELECT phone_number FROM users WHERE email = 'agus@demo.id'`,
    );
    expect(rows[0]!.phone_number).toBe("081355512345");
    expect((await change(token, "081377770011", code)).statusCode).toBe(200);
  });

  it("refuses an account without a password with 403: it creates one first", async () => {
    const token = await loginAs(t.app, "mitra@demo.id");
    await t.database.db.execute(sql`UPDATE users SET password_hash = NULL WHERE email = 'mitra@demo.id'`);
    const res = await change(token, "081377770014", "123456", "apa-saja-boleh");
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBe("Akun Anda belum memiliki kata sandi. Buat kata sandi terlebih dahulu.");
  });

  it("limits wrong passwords per account (429), like change-password", async () => {
    const token = await loginAs(t.app, "dewi@demo.id");
    const statuses: number[] = [];
    // A different number each time, so only the password's own limit can answer 429.
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await change(token, `0813777702${String(i).padStart(2, "0")}`, "123456", `salah-${i}-sandi`)).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 470)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("tells the old number by SMS and the account's e-mail that the number changed", async () => {
    const token = await loginAs(t.app, "siti@demo.id");
    const before = {
      sms: (await outboxFor(t.app, "081298765432")).length,
      email: (await outboxFor(t.app, "siti@demo.id")).length,
    };
    expect((await send(token, "081377770013")).statusCode).toBe(200);
    expect((await change(token, "081377770013", await latestOtp(t.app, "081377770013"))).statusCode).toBe(200);

    const sms = await outboxFor(t.app, "081298765432");
    expect(sms).toHaveLength(before.sms + 1);
    expect(sms[0]).toMatchObject({ channel: "sms", otp: null });
    expect(sms[0]!.text).toContain("0813****0013");
    expect(sms[0]!.text).toMatch(/diganti/);
    const mail = await outboxFor(t.app, "siti@demo.id");
    expect(mail).toHaveLength(before.email + 1);
    expect(mail[0]).toMatchObject({ channel: "email", subject: "Nomor HP akun Griya Anda telah diganti" });
    expect(mail[0]!.text).toContain("0813****0013");
    expect(mail[0]!.text).toContain("bantuan@griya.id");
    // The new number only ever got its code.
    expect((await outboxFor(t.app, "081377770013")).every((m) => m.otp !== null)).toBe(true);
  });

  it("refuses the same number, a number verified elsewhere, and a code sent for another number", async () => {
    const token = await loginAs(t.app, "agen@demo.id");
    const userId = await userIdOf(t.database, "agen@demo.id");
    await t.database.db.execute(sql`UPDATE users SET phone_number_changed_at = NULL WHERE id = ${userId}`);
    expect((await change(token, "081377770001", "123456")).json().errors).toEqual({
      phone_number: ["Nomor HP baru sama dengan nomor HP Anda saat ini."],
    });
    expect((await change(token, "081377770011", "123456")).json().errors).toEqual({
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
    await t.database.db.execute(
      sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE email = 'rudi@demo.id'`,
    );
    expect((await send(token, "085777770005")).statusCode).toBe(200);
    const res = await change(token, "085777770005", await latestOtp(t.app, "085777770005"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membership).toMatchObject({ type: "TRIAL" });
  });
});
