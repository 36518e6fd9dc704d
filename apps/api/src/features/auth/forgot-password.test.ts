import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshIp, latestLinkToken, NEW_PASSWORD, outboxFor } from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { pacing } from "../../platform/rate-limit/pause.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000/" });
});
afterAll(() => t.close());

const forgot = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress });

describe("POST /api/auth/forgot-password", () => {
  it("e-mails a reset link valid for 1 hour", async () => {
    const res = await forgot("Agen@Demo.id");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    const [mail] = await outboxFor(t.app, "agen@demo.id");
    expect(mail).toMatchObject({ channel: "email", subject: "Atur ulang kata sandi Griya Anda" });
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/password\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toMatch(/60 menit/);
  });

  it("says when the e-mail is not registered", async () => {
    const res = await forgot("tidak.terdaftar@contoh.id");
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ email: ["Email belum terdaftar."] });
  });

  it("is rate limited per address and e-mail, and per address", async () => {
    const home = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await forgot("siti@demo.id", home)).statusCode).toBe(200);
    const again = await forgot("siti@demo.id", home);
    expect(again.statusCode).toBe(429);
    expect(again.json().errors).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);

    const ip = "203.0.113.50";
    for (let i = 0; i < 20; i += 1) await forgot(`orang${i}@contoh.id`, ip);
    const limited = await forgot("agus@demo.id", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toMatch(/Terlalu banyak percobaan/);
  });

  it("always works for the owner: requests for the e-mail from elsewhere only slow it down", async () => {
    const pause = vi.spyOn(pacing, "pause").mockResolvedValue();
    try {
      // Someone asks for dewi's reset link from 14 addresses (past the e-mail's ceiling of 10) ...
      for (let i = 0; i < 14; i += 1) expect((await forgot("dewi@demo.id", `198.18.7.${i + 1}`)).statusCode).toBe(200);
      expect(pause.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 3000, 4000]);
      // ... and dewi, at home, still gets hers, and it works.
      const before = (await outboxFor(t.app, "dewi@demo.id")).length;
      expect((await forgot("dewi@demo.id", "192.0.2.10")).statusCode).toBe(200);
      expect(await outboxFor(t.app, "dewi@demo.id")).toHaveLength(before + 1);
      const token = await latestLinkToken(t.app, "dewi@demo.id", "/password/reset/");
      const reset = await t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      pause.mockRestore();
    }
  });
});
