import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, latestLinkToken, latestOtp } from "../../../test/accounts.js";
import { addBatch, createAgent } from "../../../test/coins.js";
import { signedNotification } from "../../../test/payment-orders.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { SECURITY_EVENT_LEVELS, type SecurityEventName } from "./security-event.js";

type Line = {
  level: number;
  reqId?: string;
  event?: SecurityEventName;
  userId?: number;
  reason?: string;
  rule?: string;
};

const raw: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => void raw.push(line) } });
});
afterAll(() => t.close());

const events = () => raw.map((l) => JSON.parse(l) as Line).filter((l) => l.event !== undefined);
const last = (event: SecurityEventName) =>
  events()
    .filter((l) => l.event === event)
    .at(-1);
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url, payload, headers, remoteAddress });

describe("security events", () => {
  it("records logins, throttling, password reset and change, phone change and logout with the user id only", async () => {
    const userId = await createAgent(t.database.db, "keamanan@contoh.id");
    const ip = freshIp();
    const wrong = await post(
      "/api/agent/auth/login",
      { email: "keamanan@contoh.id", password: "salah-sekali-1" },
      {},
      ip,
    );
    expect(wrong.statusCode).toBe(470);
    expect(last("login_failed")).toMatchObject({
      userId,
      reason: "wrong_credentials",
      level: 40,
      reqId: wrong.headers["x-request-id"],
    });
    await post("/api/agent/auth/login", { email: "tidak-ada@contoh.id", password: "salah-sekali-1" });
    expect(last("login_failed")).not.toHaveProperty("userId");

    const ok = await post("/api/agent/auth/login", { email: "keamanan@contoh.id", password: "rahasia123" });
    expect(ok.statusCode).toBe(200);
    expect(last("login_succeeded")).toMatchObject({ userId, level: 30 });
    const token = ok.json().data.token as string;

    // Past the per-address limit of logins: refused and recorded with the rule.
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) {
      status = (
        await post("/api/agent/auth/login", { email: `orang${i}@contoh.id`, password: "salah-sekali-1" }, {}, ip)
      ).statusCode;
    }
    expect(status).toBe(429);
    expect(last("throttled")).toMatchObject({ rule: "login", level: 40 });

    expect((await post("/api/auth/forgot-password", { email: "keamanan@contoh.id" })).statusCode).toBe(200);
    expect(last("password_reset_requested")).toMatchObject({ userId });
    const resetToken = await latestLinkToken(t.app, "keamanan@contoh.id", "/password/reset/");
    const reset = await post("/api/auth/reset-password", {
      token: resetToken,
      password: "Sandi-Baru-2026",
      password_confirmation: "Sandi-Baru-2026",
    });
    expect(reset.statusCode).toBe(200);
    expect(last("password_reset_completed")).toMatchObject({ userId });

    const fresh = await loginAs(t.app, "keamanan@contoh.id", "Sandi-Baru-2026");
    const changed = await post(
      "/api/change-password",
      { old_password: "Sandi-Baru-2026", password: "Sandi-Lain-2027", password_confirmation: "Sandi-Lain-2027" },
      bearer(fresh),
    );
    expect(changed.statusCode).toBe(200);
    expect(last("password_changed")).toMatchObject({ userId });

    expect((await post("/api/otp/request_new", { phone_number: "081377779991" }, bearer(fresh))).statusCode).toBe(200);
    const phone = await post(
      "/api/profile/phone_number",
      { phone_number: "081377779991", otp: await latestOtp(t.app, "081377779991"), password: "Sandi-Lain-2027" },
      bearer(fresh),
    );
    expect(phone.statusCode).toBe(200);
    expect(last("phone_changed")).toMatchObject({ userId });

    expect((await post("/api/auth/logout", {}, bearer(fresh))).statusCode).toBe(200);
    expect(last("session_revoked")).toMatchObject({ userId });
    expect(token).not.toBe(fresh);
  });

  it("records a coin transfer and a payment notification whose signature fails", async () => {
    const sender = await createAgent(t.database.db, "pengirim@contoh.id");
    await createAgent(t.database.db, "penerima@contoh.id");
    const batch = await addBatch(t.database.db, sender, { amount: 50, expiresInDays: 100 });
    const token = await loginAs(t.app, "pengirim@contoh.id", "rahasia123");
    const sent = await post(
      "/api/coin_transfers",
      { user_coin_uuid: batch.uuid, email: "penerima@contoh.id", amount: 10 },
      bearer(token),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(last("coin_transfer")).toMatchObject({ userId: sender, coins: 10, transferUuid: sent.json().data.uuid });

    const forged = {
      ...signedNotification("wrong-key-123", {
        order_id: "GRY-1",
        transaction_status: "settlement",
        gross_amount: "1000.00",
      }),
    };
    const res = await post("/api/payments/notifications", forged);
    expect(res.statusCode).toBe(403);
    expect(last("payment_signature_failed")).toMatchObject({ level: 40 });
  });

  it("never writes a password, token, e-mail address or phone number", () => {
    expect(new Set(events().map((e) => e.event))).toEqual(new Set(Object.keys(SECURITY_EVENT_LEVELS)));
    const text = raw.join("");
    for (const secret of [
      "rahasia123",
      "salah-sekali-1",
      "Sandi-Baru-2026",
      "Sandi-Lain-2027",
      "@contoh.id",
      "081377779991",
      "Bearer ",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/"token"/);
  });
});
