import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { latestOtp, outboxFor, skipOtpCooldown, userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let rudi: string;
let rudiId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE email = 'rudi@demo.id'`,
  );
  rudi = await loginAs(t.app, "rudi@demo.id");
  rudiId = await userIdOf(t.database, "rudi@demo.id");
});
afterAll(() => t.close());

const send = (
  token: string,
  phone_number: string,
  url = "/api/user_verify/update_phone_send_otp",
  remoteAddress?: string,
) => t.app.inject({ method: "POST", url, headers: bearer(token), payload: { phone_number }, remoteAddress });
const verify = (token: string, otp: string) =>
  t.app.inject({ method: "POST", url: "/api/user_verify/verify_otp", headers: bearer(token), payload: { otp } });
const phoneOf = async (id: number) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ phone_number: v.nullable(v.string()), verified: v.boolean() }),
      sql`
    SELECT phone_number, phone_number_verified_at IS NOT NULL AS verified FROM users WHERE id = ${id}`,
    )
  )[0]!;

describe("POST /api/user_verify/update_phone_send_otp and /api/otp/request_new", () => {
  it("stores the normalised number unverified and texts a 6-digit code valid 5 minutes", async () => {
    const res = await send(rudi, "+62 857-1111-2222");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.phone_number).toBe("085711112222");
    expect((Date.parse(data.expires_at) - Date.now()) / 60_000).toBeCloseTo(5, 0);
    expect((Date.parse(data.resend_available_at) - Date.now()) / 1000).toBeCloseTo(60, -1);
    expect(await phoneOf(rudiId)).toEqual({ phone_number: "085711112222", verified: false });

    const [sms] = await outboxFor(t.app, "0857-1111-2222");
    expect(sms).toMatchObject({ channel: "sms", to: "085711112222", subject: null, links: [] });
    expect(sms!.otp).toMatch(/^\d{6}$/);
    expect(sms!.text).toContain(sms!.otp);
    const stored = await rowsOf(
      t.database.db,
      v.object({ code_hash: v.string() }),
      sql`SELECT code_hash FROM phone_otps WHERE user_id = ${rudiId}`,
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(sms!.otp);
  });

  it("refuses a new code before 60 seconds, by either call, with 429 and retry_after", async () => {
    for (const url of ["/api/user_verify/update_phone_send_otp", "/api/otp/request_new"]) {
      const res = await send(rudi, "085711112222", url);
      expect(res.statusCode).toBe(429);
      const { errors, retry_after } = res.json();
      expect(retry_after).toBeGreaterThan(0);
      expect(retry_after).toBeLessThanOrEqual(60);
      expect(errors).toBe(`Kode OTP baru dapat diminta dalam ${retry_after} detik.`);
      expect(res.headers["retry-after"]).toBe(String(retry_after));
    }
  });

  it("sends a new code after 60 seconds; the previous code stops working", async () => {
    const old = await latestOtp(t.app, "085711112222");
    await skipOtpCooldown(t.database, rudiId);
    const res = await send(rudi, "085711112222", "/api/otp/request_new");
    expect(res.statusCode).toBe(200);
    const fresh = await latestOtp(t.app, "085711112222");
    if (old !== fresh) expect((await verify(rudi, old)).statusCode).toBe(470);
    expect((await verify(rudi, fresh)).statusCode).toBe(200);
    expect(await phoneOf(rudiId)).toEqual({ phone_number: "085711112222", verified: true });
  });

  it("refuses numbers that are not Indonesian mobiles, or verified on another account", async () => {
    const token = await loginAs(t.app, "dewi@demo.id");
    await t.database.db.execute(
      sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE email = 'dewi@demo.id'`,
    );
    for (const typed of ["abc", "0212345678", "+1 555 0100"]) {
      const res = await send(token, typed);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ phone_number: ["Format Nomor HP tidak valid."] });
    }
    const taken = await send(token, "0812-3456-7890");
    expect(taken.json().errors).toEqual({ phone_number: ["Nomor HP sudah digunakan oleh akun lain."] });
  });

  it("keeps a verified number: the code serves a change, which the change lock can refuse", async () => {
    const token = await loginAs(t.app, "agus@demo.id");
    const agusId = await userIdOf(t.database, "agus@demo.id");
    const own = await send(token, "081355512345");
    expect(own.json().errors).toEqual({ phone_number: ["Nomor HP Anda sudah terverifikasi."] });

    expect((await send(token, "081399990000")).statusCode).toBe(200);
    expect(await phoneOf(agusId)).toEqual({ phone_number: "081355512345", verified: true });

    await t.database.db.execute(
      sql`UPDATE users SET phone_number_changed_at = now() - interval '10 days' WHERE id = ${agusId}`,
    );
    await skipOtpCooldown(t.database, agusId);
    const locked = await send(token, "081399990000");
    expect(locked.statusCode).toBe(470);
    expect(locked.json().errors.phone_number[0]).toMatch(/^Nomor HP belum dapat diubah sebelum \d{1,2} \S+ \d{4}\.$/);
  });

  it("limits codes per address and number (6 an hour) and per address (20 an hour)", async () => {
    const token = await loginAs(t.app, "siti@demo.id");
    const sitiId = await userIdOf(t.database, "siti@demo.id");
    await t.database.db.execute(
      sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE id = ${sitiId}`,
    );
    for (let i = 0; i < 6; i += 1) {
      expect((await send(token, "085600001111", undefined, "192.0.2.1")).statusCode).toBe(200);
      await skipOtpCooldown(t.database, sitiId);
    }
    const perNumber = await send(token, "085600001111", undefined, "192.0.2.1");
    expect(perNumber.statusCode).toBe(429);
    expect(perNumber.json().errors).toMatch(/^Terlalu banyak percobaan/);
    // Someone else asking for codes to a number does not stop its owner, elsewhere, from getting one.
    expect((await send(token, "085600001111", undefined, "192.0.2.2")).statusCode).toBe(200);
    await skipOtpCooldown(t.database, sitiId);

    const ip = "198.51.100.60";
    for (let i = 0; i < 20; i += 1) {
      await send(token, `08560000${String(2000 + i)}`, undefined, ip);
      await skipOtpCooldown(t.database, sitiId);
    }
    expect((await send(token, "085600009999", undefined, ip)).statusCode).toBe(429);
    expect((await send(token, "085600009999", undefined, "198.51.100.61")).statusCode).toBe(200);
  });
});
