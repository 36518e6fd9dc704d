import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { activatedAgent, latestOtp, userIdOf } from "../../../test/accounts.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("TRIAL coins", () => {
  it("come with the TRIAL membership at the first phone verification: 10 coins valid as long as the trial", async () => {
    const { email, password } = await activatedAgent(t.app, "trial.koin@contoh.id");
    const token = await loginAs(t.app, email, password);
    // Before the phone is verified the coin pages are not the agent's yet (ADR 0020), and no coins exist.
    const before = await t.app.inject({ method: "GET", url: "/api/coins/total", headers: bearer(token) });
    expect(before.statusCode).toBe(403);
    expect(before.json().guard).toBe("phone_required");
    const batches = await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`
      SELECT count(*)::int AS n FROM coin_batches WHERE user_id = ${await userIdOf(t.database, email)}`,
    );
    expect(batches[0]!.n).toBe(0);

    await t.app.inject({
      method: "POST",
      url: "/api/user_verify/update_phone_send_otp",
      headers: bearer(token),
      payload: { phone_number: "085712349901" },
    });
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/user_verify/verify_otp",
      headers: bearer(token),
      payload: { otp: await latestOtp(t.app, "085712349901") },
    });
    expect(verified.statusCode).toBe(200);
    const membership = verified.json().data.membership;

    const total = (await t.app.inject({ method: "GET", url: "/api/coins/total", headers: bearer(token) })).json().data;
    expect(total).toMatchObject({
      total_coins: 10,
      frozen_coins: 0,
      membership_active: true,
      nearest_expiry: { coins: 10 },
    });
    expect(Math.abs(Date.parse(total.nearest_expiry.expires_at) - Date.parse(membership.expires_at))).toBeLessThan(
      1000,
    );

    const purchases = (
      await t.app.inject({ method: "GET", url: "/api/coins/purchases", headers: bearer(token) })
    ).json().data;
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ source: "TRIAL", source_label: "Trial", amount: 10, remaining: 10, used: 0 });
    const days = (Date.parse(purchases[0].expires_at) - Date.parse(purchases[0].active_at)) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    const userId = await userIdOf(t.database, email);
    const [m] = await rowsOf(
      t.database.db,
      v.object({ source: v.string() }),
      sql`SELECT source FROM memberships WHERE user_id = ${userId}`,
    );
    expect(m!.source).toBe("TRIAL");
  });
});
