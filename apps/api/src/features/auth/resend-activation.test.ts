import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshIp, latestLinkToken, outboxFor, register, registration } from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { pacing } from "../../platform/rate-limit/pause.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resend = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/auth/resend_activation", payload: { email }, remoteAddress });
const activate = (token: string) => t.app.inject({ method: "GET", url: `/api/auth/email_activation/${token}` });

describe("POST /api/auth/resend_activation", () => {
  it("sends a new link; the earlier one stops working", async () => {
    await register(t.app, registration("ulang@contoh.id"));
    const first = await latestLinkToken(t.app, "ulang@contoh.id", "/user/activation/");
    const res = await resend("Ulang@Contoh.id");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await outboxFor(t.app, "ulang@contoh.id")).toHaveLength(2);
    const second = await latestLinkToken(t.app, "ulang@contoh.id", "/user/activation/");
    expect(second).not.toBe(first);
    expect((await activate(first)).json().errors.token[0]).toMatch(/kedaluwarsa/);
    expect((await activate(second)).statusCode).toBe(200);
  });

  it("refuses an unregistered e-mail and an account already active", async () => {
    const unknown = await resend("siapa@contoh.id");
    expect(unknown.statusCode).toBe(470);
    expect(unknown.json().errors).toEqual({ email: ["Email belum terdaftar."] });
    const active = await resend("agen@demo.id");
    expect(active.json().errors).toEqual({ email: ["Akun dengan email ini sudah aktif. Silakan masuk."] });
  });

  it("is rate limited per address and e-mail; from elsewhere the owner is only slowed down", async () => {
    await register(t.app, registration("lambat@contoh.id"));
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await resend("lambat@contoh.id", ip)).statusCode).toBe(200);
    const limited = await resend("lambat@contoh.id", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();

    const pause = vi.spyOn(pacing, "pause").mockResolvedValue();
    try {
      for (let i = 0; i < 6; i += 1) expect((await resend("lambat@contoh.id")).statusCode).toBe(200);
      expect(pause).toHaveBeenCalledWith(1000);
      const activated = await activate(await latestLinkToken(t.app, "lambat@contoh.id", "/user/activation/"));
      expect(activated.statusCode).toBe(200);
    } finally {
      pause.mockRestore();
    }
  });
});
