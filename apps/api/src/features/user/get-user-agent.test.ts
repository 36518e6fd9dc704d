import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/user-agent", headers });

describe("GET /api/user-agent", () => {
  it("returns the demo agent with a verified phone, a password and an active Starter membership", async () => {
    const res = await me(bearer(await loginAs(t.app)));
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      name: "Budi Santoso",
      email: "agen@demo.id",
      phone_number: "081234567890",
      is_passworded: true,
      referral_code: "BUDISANT",
      admin_project_partner_url: null,
      membership: { type: "SILVER", display_name: "Starter", is_active: true },
    });
    expect(user.phone_number_verified_at).not.toBeNull();
    expect(user).not.toHaveProperty("password_hash");
  });

  it("shows an agent without membership as null and a TRIAL member as Trial", async () => {
    const none = await me(bearer(await loginAs(t.app, "rudi@demo.id")));
    expect(none.json().data.membership).toBeNull();
    const trial = await me(bearer(await loginAs(t.app, "dewi@demo.id")));
    expect(trial.json().data.membership).toMatchObject({ type: "TRIAL", display_name: "Trial", is_active: true });
  });

  it("reports an expired membership as inactive", async () => {
    const token = await loginAs(t.app, "siti@demo.id");
    await t.database.db
      .execute(sql`UPDATE memberships SET started_at = now() - interval '400 days', expires_at = now() - interval '35 days'
      WHERE user_id = (SELECT id FROM users WHERE email = 'siti@demo.id')`);
    const res = await me(bearer(token));
    expect(res.json().data.membership).toMatchObject({ type: "GOLD", is_active: false });
  });

  it("names the project-partner dashboard for partner admins", async () => {
    const res = await me(bearer(await loginAs(t.app, "mitra@demo.id")));
    expect(res.json().data.admin_project_partner_url).toBe("https://mitra.griya.id/dasbor");
  });

  it.each([
    ["no token", {}],
    ["a malformed header", { authorization: "Token abc" }],
    ["an unknown token", bearer("x".repeat(43))],
  ])("answers 401 with %s", async (_name, headers) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
  });

  it("answers 401 once the token has expired", async () => {
    const token = await loginAs(t.app);
    await t.database.db.execute(sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second'`);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});
