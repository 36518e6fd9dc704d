import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { bearer, createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`UPDATE users SET is_agent = false WHERE email IN ('rudi@demo.id', 'dewi@demo.id')`);
});
afterAll(() => t.close());

const convert = (payload: object) => t.app.inject({ method: "POST", url: "/api/agent/auth/login/convert", payload });
const isAgent = async (email: string) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ is_agent: v.boolean() }),
      sql`SELECT is_agent FROM users WHERE email = ${email}`,
    )
  )[0]!.is_agent;

describe("POST /api/agent/auth/login/convert", () => {
  it("turns a non-agent account into an agent account and logs it in", async () => {
    const res = await convert({ email: "rudi@demo.id", password: "rahasia123", remember: true });
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.json().data;
    expect((Date.parse(expires_at) - Date.now()) / 86_400_000).toBeGreaterThan(364);
    expect(await isAgent("rudi@demo.id")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const login = await t.app.inject({
      method: "POST",
      url: "/api/agent/auth/login",
      payload: { email: "rudi@demo.id", password: "rahasia123" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("just logs an agent in (idempotent)", async () => {
    expect((await convert({ email: "agen@demo.id", password: "rahasia123" })).statusCode).toBe(200);
  });

  it("refuses wrong credentials without converting", async () => {
    const res = await convert({ email: "dewi@demo.id", password: "salah12345" });
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({ email: ["Email atau kata sandi salah."] });
    expect(await isAgent("dewi@demo.id")).toBe(false);
  });

  it("refuses an account whose e-mail is not activated", async () => {
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE email = 'dewi@demo.id'`);
    const res = await convert({ email: "dewi@demo.id", password: "rahasia123" });
    expect(res.statusCode).toBe(403);
    expect(res.json().needs_activation).toBe(true);
    expect(await isAgent("dewi@demo.id")).toBe(false);
  });
});
