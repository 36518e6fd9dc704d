import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { activatedAgent, latestOtp, skipOtpCooldown, userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, phone_number: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/user_verify/update_phone_send_otp",
    headers: bearer(token),
    payload: { phone_number },
  });
const verify = (token: string, otp: string) =>
  t.app.inject({ method: "POST", url: "/api/user_verify/verify_otp", headers: bearer(token), payload: { otp } });
const trialCount = async (userId: number) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM memberships WHERE user_id = ${userId} AND tier = 'TRIAL'`,
    )
  )[0]!.n;
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

async function agentWithPendingCode(email: string, phone: string) {
  const { password } = await activatedAgent(t.app, email);
  const token = await loginAs(t.app, email, password);
  expect((await send(token, phone)).statusCode).toBe(200);
  return { token, userId: await userIdOf(t.database, email), code: await latestOtp(t.app, phone) };
}

describe("POST /api/user_verify/verify_otp", () => {
  it("verifies a new agent's phone and grants TRIAL (14 days) exactly once", async () => {
    const { token, userId, code } = await agentWithPendingCode("baru.hp@contoh.id", "085712340001");
    const before = (await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) })).json().data;
    expect(before).toMatchObject({ phone_number: "085712340001", phone_number_verified_at: null, membership: null });

    const res = await verify(token, code);
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user.phone_number).toBe("085712340001");
    expect(user.phone_number_verified_at).not.toBeNull();
    expect(user.membership).toMatchObject({ type: "TRIAL", display_name: "Trial", is_active: true });
    const days = (Date.parse(user.membership.expires_at) - Date.parse(user.membership.started_at)) / 86_400_000;
    expect(days).toBe(14);
    expect(await trialCount(userId)).toBe(1);

    // Even if the number is verified again (say after support reset it), TRIAL is not granted a second time.
    await t.database.db.execute(sql`UPDATE users SET phone_number_verified_at = NULL WHERE id = ${userId}`);
    await skipOtpCooldown(t.database, userId);
    expect((await send(token, "085712340001")).statusCode).toBe(200);
    expect((await verify(token, await latestOtp(t.app, "085712340001"))).statusCode).toBe(200);
    expect(await trialCount(userId)).toBe(1);
  });

  it("allows 5 wrong tries, then the code is dead even when right", async () => {
    const { token, userId, code } = await agentWithPendingCode("salah.otp@contoh.id", "085712340002");
    const wrong = otherThan(code);
    for (let left = 4; left >= 1; left -= 1) {
      const res = await verify(token, wrong);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ otp: [`Kode OTP salah. Sisa percobaan: ${left}.`] });
    }
    const fifth = await verify(token, wrong);
    expect(fifth.json().errors.otp[0]).toMatch(/tidak berlaku lagi\. Minta kode baru\./);
    const right = await verify(token, code);
    expect(right.statusCode).toBe(470);
    expect(right.json().errors.otp[0]).toMatch(/tidak berlaku lagi/);
    expect(await trialCount(userId)).toBe(0);

    await skipOtpCooldown(t.database, userId);
    expect((await send(token, "085712340002")).statusCode).toBe(200);
    expect((await verify(token, await latestOtp(t.app, "085712340002"))).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    const { token, userId, code } = await agentWithPendingCode("lama.otp@contoh.id", "085712340003");
    await t.database.db.execute(
      sql`UPDATE phone_otps SET expires_at = now() - interval '1 second' WHERE user_id = ${userId}`,
    );
    const res = await verify(token, code);
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ otp: ["Kode OTP sudah kedaluwarsa. Minta kode baru."] });
  });

  it("refuses when no code was sent, when there is no phone, and when the phone is already verified", async () => {
    const { password } = await activatedAgent(t.app, "tanpa.hp@contoh.id");
    const token = await loginAs(t.app, "tanpa.hp@contoh.id", password);
    const noPhone = await verify(token, "123456");
    expect(noPhone.statusCode).toBe(403);
    expect(noPhone.json().errors).toBe("Isi nomor HP Anda terlebih dahulu.");

    await t.database.db.execute(sql`UPDATE users SET phone_number = '085712340004' WHERE email = 'tanpa.hp@contoh.id'`);
    const noCode = await verify(token, "123456");
    expect(noCode.json().errors).toEqual({ otp: ["Belum ada kode OTP yang aktif untuk nomor ini. Minta kode baru."] });

    const verified = await verify(await loginAs(t.app), "123456");
    expect(verified.statusCode).toBe(403);
    expect(verified.json().errors).toBe("Nomor HP Anda sudah terverifikasi.");
  });

  it("limits verification attempts per number", async () => {
    const { token, code } = await agentWithPendingCode("tebak.otp@contoh.id", "085712340005");
    for (let i = 0; i < 10; i += 1) expect((await verify(token, otherThan(code))).statusCode).toBe(470);
    const res = await verify(token, code);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors).toMatch(/^Terlalu banyak percobaan/);
  });

  it("answers 470 for a code that is not 6 digits, 401 without a token", async () => {
    const res = await verify(await loginAs(t.app), "12345");
    expect(res.json().errors).toEqual({ otp: ["Format Kode OTP tidak valid."] });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/user_verify/verify_otp", payload: { otp: "123456" } }))
        .statusCode,
    ).toBe(401);
  });
});
