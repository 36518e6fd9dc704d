import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestLinkToken, latestOtp, NEW_PASSWORD, register, registration } from "../../../test/accounts.js";
import { bearer, createTestApp, type TestApp } from "../../../test/test-app.js";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t.close());

describe("request logging", () => {
  it("never writes a password, link token, bearer token or OTP to the log", async () => {
    const email = "log@contoh.id";
    expect((await register(t.app, registration(email))).statusCode).toBe(201);
    const activation = await latestLinkToken(t.app, email, "/user/activation/");
    expect((await t.app.inject({ method: "GET", url: `/api/auth/email_activation/${activation}` })).statusCode).toBe(
      200,
    );

    const login = await t.app.inject({
      method: "POST",
      url: "/api/agent/auth/login",
      payload: { email, password: NEW_PASSWORD },
    });
    const bearerToken = login.json().data.token as string;
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/user_verify/update_phone_send_otp",
          headers: bearer(bearerToken),
          payload: { phone_number: "085799990001" },
        })
      ).statusCode,
    ).toBe(200);
    const otp = await latestOtp(t.app, "085799990001");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/user_verify/verify_otp",
          headers: bearer(bearerToken),
          payload: { otp },
        })
      ).statusCode,
    ).toBe(200);

    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } })).statusCode,
    ).toBe(200);
    const reset = await latestLinkToken(t.app, email, "/password/reset/");
    const newPassword = "sandi-rahasia-log-2";
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/reset-password",
          payload: { token: reset, password: newPassword, password_confirmation: newPassword },
        })
      ).statusCode,
    ).toBe(200);
    // A failing request too: errors must not echo the body.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: reset, password: newPassword, password_confirmation: "x" },
    });

    const log = lines.join("");
    expect(log).toContain("/api/auth/email_activation/[REDACTED]");
    expect(log).toContain("/api/auth/reset-password");
    for (const secret of [NEW_PASSWORD, newPassword, activation, reset, bearerToken, otp]) {
      expect(log, `log contains ${secret.slice(0, 6)}…`).not.toContain(secret);
    }
    // The outbox (development transport) is the only place the OTP and links exist in clear.
    const result: unknown = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM phone_otps WHERE code_hash = ${otp}`,
    );
    const stored = result as { rows: { n: number }[] };
    expect(stored.rows[0]!.n).toBe(0);
  });
});
