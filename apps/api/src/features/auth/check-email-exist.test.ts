import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (email: string, remoteAddress?: string) =>
  t.app.inject({ method: "GET", url: `/api/auth/check_email_exist?email=${encodeURIComponent(email)}`, remoteAddress });

describe("GET /api/auth/check_email_exist", () => {
  it("says whether an account uses the e-mail, ignoring case", async () => {
    expect((await check("AGEN@demo.id")).json()).toEqual({ data: { exists: true } });
    expect((await check("baru@contoh.id")).json()).toEqual({ data: { exists: false } });
  });

  it("refuses a malformed e-mail with 470", async () => {
    const res = await check("bukan-email");
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ email: ["Format email tidak valid."] });
  });

  it("is rate limited per IP", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 60; i += 1) await check(`orang${i}@contoh.id`, ip);
    const limited = await check("lagi@contoh.id", ip);
    expect(limited.statusCode).toBe(429);
    expect((await check("lagi@contoh.id", "198.51.100.8")).statusCode).toBe(200);
  });
});
