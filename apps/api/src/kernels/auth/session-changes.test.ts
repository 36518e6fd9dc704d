import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { letTimePass } from "../../../test/clock.js";
import { testDriver } from "../../../test/database-template.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { clock } from "../../platform/clock.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { markPhoneVerified } from "../../features/phone/phone-repository.js";
import { endTerm } from "../memberships/membership-repository.js";
import * as v from "valibot";
import { hashToken } from "./token.js";

// Every change of what a session may do or shows drops it from the process's cache (ADR 0074): through the
// operations where the API offers one, through the repositories' writes otherwise, and through plain SQL for what
// only an operator does (deleting an account, granting the partner dashboard). On both drivers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // On a server the cache keeps nothing until its LISTEN connection is up.
  await until(() => t.app.sessionCache.isListening);
});
afterAll(() => t.close());

/** Waits up to 10 s for `done` (a listening connection comes and goes asynchronously). */
async function until(done: () => boolean): Promise<void> {
  const limit = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > limit) throw new Error("the condition did not hold within 10 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(token) });
const kept = (token: string) => t.app.sessionCache.get(hashToken(token), clock.now()) !== undefined;

/** Signs in and reads the session once, which keeps it. */
async function warmed(email: string): Promise<string> {
  const token = await loginAs(t.app, email);
  expect((await me(token)).statusCode).toBe(200);
  expect(kept(token)).toBe(true);
  return token;
}

async function userId(email: string): Promise<number> {
  const rows = await rowsOf(
    t.database.db,
    v.object({ id: v.number() }),
    sql`SELECT id FROM users WHERE email = ${email}`,
  );
  return rows[0]!.id;
}

describe("the session cache", () => {
  it("serves a kept session without reading it again, and each token separately", async () => {
    const one = await warmed("agen@demo.id");
    const other = await loginAs(t.app, "agen@demo.id");
    expect(kept(other)).toBe(false);
    expect((await me(one)).json().data.email).toBe("agen@demo.id");
  });

  it("drops a session at logout: the token is refused at once", async () => {
    const token = await warmed("agen@demo.id");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(res.statusCode).toBeLessThan(300);
    expect(kept(token)).toBe(false);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("drops the user's other sessions when the password changes", async () => {
    const here = await warmed("siti@demo.id");
    const elsewhere = await warmed("siti@demo.id");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: bearer(here),
      payload: { old_password: "rahasia123", password: "ganti-sandi-123", password_confirmation: "ganti-sandi-123" },
    });
    expect(res.statusCode).toBe(200);
    expect([kept(here), kept(elsewhere)]).toEqual([false, false]);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it("shows a membership paid, then upgraded, at the next request", async () => {
    const token = await warmed("rudi@demo.id");
    expect((await me(token)).json().data.membership).toBeNull();
    const id = await userId("rudi@demo.id");
    const term = (tier: string) => sql`INSERT INTO memberships (user_id, tier, started_at, expires_at, source)
      VALUES (${id}, ${tier}, ${clock.now().toISOString()}::timestamptz, ${clock.now().toISOString()}::timestamptz + interval '365 days', 'PURCHASE')
      RETURNING id`;
    const [paid] = await rowsOf(t.database.db, v.object({ id: v.number() }), term("SILVER"));
    expect(kept(token)).toBe(false);
    expect((await me(token)).json().data.membership).toMatchObject({ type: "SILVER", is_active: true });
    expect(kept(token)).toBe(true);
    // An upgrade ends the current term now and starts the higher one (membership-repository.ts).
    await t.database.db.transaction(async (tx) => {
      await endTerm(tx, paid!.id, clock.now());
      await rowsOf(tx, v.object({ id: v.number() }), term("GOLD"));
    });
    expect(kept(token)).toBe(false);
    expect((await me(token)).json().data.membership).toMatchObject({ type: "GOLD", is_active: true });
  });

  it("ends a kept membership at its end time, though nothing is written", async () => {
    const email = "agen@demo.id";
    const id = await userId(email);
    await t.database.db
      .execute(sql`UPDATE memberships SET expires_at = ${new Date(clock.now().getTime() + 5_000).toISOString()}::timestamptz
      WHERE user_id = ${id} AND expires_at > ${clock.now().toISOString()}::timestamptz`);
    const token = await warmed(email);
    const form = () => t.app.inject({ method: "GET", url: "/api/v2/listing_form/add", headers: bearer(token) });
    expect((await form()).statusCode).toBe(200);
    await letTimePass(t.app, 10);
    // Still kept (no write announced a change): the read decides the membership is over.
    expect(kept(token)).toBe(true);
    const refused = await form();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().guard).toBe("membership_required");
    expect((await me(token)).json().data.membership.is_active).toBe(false);
  });

  it("drops a session when the phone is verified or the partner dashboard granted", async () => {
    const email = "agen@demo.id";
    const id = await userId(email);
    await t.database.db.execute(sql`UPDATE users SET phone_number_verified_at = NULL WHERE id = ${id}`);
    const token = await warmed(email);
    expect((await me(token)).json().data.phone_number_verified_at).toBeNull();
    await t.database.db.transaction((tx) => markPhoneVerified(tx, id));
    expect(kept(token)).toBe(false);
    expect((await me(token)).json().data.phone_number_verified_at).not.toBeNull();
    expect(kept(token)).toBe(true);
    await t.database.db.execute(
      sql`UPDATE users SET admin_project_partner_url = 'https://mitra.griya.id/x' WHERE id = ${id}`,
    );
    expect(kept(token)).toBe(false);
    expect((await me(token)).json().data.admin_project_partner_url).toBe("https://mitra.griya.id/x");
  });

  it("drops a session when its account is deleted", async () => {
    // A fresh account (the demo ones own listings and orders), with the demo password.
    await t.database.db.execute(sql`INSERT INTO users (name, email, password_hash, referral_code, email_verified_at)
      SELECT 'Akun Dihapus', 'hapus@demo.id', password_hash, 'HAPUSZZZ', now() FROM users WHERE email = 'rudi@demo.id'`);
    const token = await warmed("hapus@demo.id");
    const id = await userId("hapus@demo.id");
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM auth_tokens WHERE user_id = ${id}`);
      await tx.execute(sql`DELETE FROM users WHERE id = ${id}`);
    });
    expect(kept(token)).toBe(false);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("drops every session when a tier is renamed, and none for a change rolled back", async () => {
    const token = await warmed("agen@demo.id");
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE users SET name = 'Tidak Jadi' WHERE email = 'agen@demo.id'`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(kept(token)).toBe(true);
    await t.database.db.execute(sql`UPDATE membership_tiers SET display_name = display_name`);
    expect(t.app.sessionCache.size).toBe(0);
  });

  it.runIf(testDriver() === "pg")(
    "keeps nothing while its listening connection is lost, and keeps again once it is back",
    async () => {
      const token = await warmed("agen@demo.id");
      await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'listen session_change'`,
      );
      await until(() => !t.app.sessionCache.isListening);
      expect(kept(token)).toBe(false);
      expect((await me(token)).statusCode).toBe(200);
      expect(kept(token)).toBe(false);
      // Reconnected a second later: it keeps sessions again.
      await until(() => t.app.sessionCache.isListening);
      await warmed("agen@demo.id");
    },
  );
});
