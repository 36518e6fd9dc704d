import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actions = async (email: string) =>
  (
    await t.app.inject({ method: "GET", url: "/api/memberships/actions", headers: bearer(await loginAs(t.app, email)) })
  ).json().data;
const allowed = (a: Record<string, { allowed: boolean }>) => [a.buy!.allowed, a.renew!.allowed, a.upgrade!.allowed];

describe("GET /api/memberships/actions", () => {
  it("answers each demo agent from their membership", async () => {
    expect(allowed(await actions("agen@demo.id"))).toEqual([false, true, true]);
    expect(allowed(await actions("dewi@demo.id"))).toEqual([false, false, true]);
    expect(allowed(await actions("rudi@demo.id"))).toEqual([true, false, false]);
    const top = await actions("agus@demo.id");
    expect(top).toMatchObject({ membership_type: "PLATINUM", is_active: true, upgrade: { allowed: false } });
  });

  it("closes upgrade inside the last 30 days and renew once a renewal is queued", async () => {
    await t.database.db.execute(sql`UPDATE memberships SET expires_at = now() + interval '10 days'
      WHERE user_id = (SELECT id FROM users WHERE email = 'siti@demo.id')`);
    const a = await actions("siti@demo.id");
    expect(a).toMatchObject({
      membership_type: "GOLD",
      days_remaining: 10,
      renew: { allowed: true },
      upgrade: { allowed: false },
    });
    expect(a.upgrade.message).toMatch(/lebih dari 30 hari/);
    await t.database.db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      SELECT id, 'GOLD', now() + interval '10 days', now() + interval '375 days' FROM users WHERE email = 'siti@demo.id'`);
    expect((await actions("siti@demo.id")).renew.allowed).toBe(false);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/memberships/actions" })).statusCode).toBe(401);
  });
});
