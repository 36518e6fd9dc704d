import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

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

  it("is rate limited per e-mail and per IP", async () => {
    for (let i = 0; i < 5; i += 1) await forgot("siti@demo.id");
    expect((await forgot("siti@demo.id")).statusCode).toBe(429);

    const ip = "203.0.113.50";
    for (let i = 0; i < 20; i += 1) await forgot(`orang${i}@contoh.id`, ip);
    const limited = await forgot("agus@demo.id", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toMatch(/Terlalu banyak percobaan/);
  });
});
