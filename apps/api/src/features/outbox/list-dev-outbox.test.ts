import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { otpSms, passwordResetEmail } from "../../kernels/auth/account-messages.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.messenger.send(passwordResetEmail("a@contoh.id", "A", "http://localhost:3000/password/reset/abc", 60));
  await t.app.messenger.send(otpSms("081234567890", "123456", 5));
  await t.app.messenger.send(passwordResetEmail("a@contoh.id", "A", "http://localhost:3000/password/reset/def", 60));
});
afterAll(() => t.close());

const list = (query = "") => t.app.inject({ method: "GET", url: `/api/dev/outbox${query}` });

describe("GET /api/dev/outbox", () => {
  it("lists every message newest first with links and OTPs", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((m: { to: string }) => m.to)).toEqual(["a@contoh.id", "081234567890", "a@contoh.id"]);
    expect(data[0].links).toEqual(["http://localhost:3000/password/reset/def"]);
    expect(data[1]).toMatchObject({ channel: "sms", otp: "123456", subject: null });
  });

  it("filters on one recipient: e-mail in any case, phone in any accepted format", async () => {
    expect((await list("?to=A%40Contoh.ID")).json().data).toHaveLength(2);
    expect((await list("?to=%2B62%20812-3456-7890")).json().data).toHaveLength(1);
    expect((await list("?to=siapa%40contoh.id")).json().data).toEqual([]);
  });
});

describe("GET /api/dev/outbox in production", () => {
  it("answers 404 as if the route did not exist", async () => {
    const prod = await createTestApp({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox", LOG_LEVEL: "silent" });
    try {
      const res = await prod.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: "Alamat yang Anda minta tidak ditemukan." });
    } finally {
      await prod.close();
    }
  });
});
