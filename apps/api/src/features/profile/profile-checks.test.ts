import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { CHECK_MESSAGES } from "./profile-checks.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = async (name: string, email: string, query = "") =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/profile/check/${name}${query}`,
      headers: bearer(await loginAs(t.app, email)),
    })
  ).json().data;

const setAllowList = (list: number[] | null) =>
  t.database.db
    .execute(sql`UPDATE app_settings SET value = jsonb_set(value, '{add_sell_projects}', ${JSON.stringify(list)}::jsonb)
    WHERE key = 'allow_lists'`);

async function idOf(email: string) {
  return (
    await rowsOf(t.database.db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE email = ${email}`)
  )[0]!.id;
}

describe("GET /api/profile/check/can_accept_booking", () => {
  it("allows an active paid member and refuses TRIAL, no membership and an expired one", async () => {
    expect(await check("can_accept_booking", "agen@demo.id")).toEqual({ allowed: true, message: null });
    const refused = { allowed: false, message: CHECK_MESSAGES.bookingNeedsPaidMembership };
    expect(await check("can_accept_booking", "dewi@demo.id")).toEqual(refused);
    expect(await check("can_accept_booking", "rudi@demo.id")).toEqual(refused);
    await t.database.db
      .execute(sql`UPDATE memberships SET started_at = now() - interval '400 days', expires_at = now() - interval '1 day'
      WHERE user_id = ${await idOf("agus@demo.id")}`);
    expect(await check("can_accept_booking", "agus@demo.id")).toEqual(refused);
  });
});

describe("allow-list checks (null = everyone, [] = no one, [ids] = those)", () => {
  it("can_add_project_user_id follows the add_sell_projects list alone", async () => {
    const budi = await idOf("agen@demo.id");
    await setAllowList(null);
    expect((await check("can_add_project_user_id", "rudi@demo.id")).allowed).toBe(true);
    await setAllowList([]);
    expect(await check("can_add_project_user_id", "agen@demo.id")).toEqual({
      allowed: false,
      message: CHECK_MESSAGES.projectNotAllowed,
    });
    await setAllowList([budi]);
    expect((await check("can_add_project_user_id", "agen@demo.id")).allowed).toBe(true);
    expect((await check("can_add_project_user_id", "siti@demo.id")).allowed).toBe(false);
    // An explicit user id asks about that user instead of the caller.
    expect((await check("can_add_project_user_id", "siti@demo.id", `?user_id=${budi}`)).allowed).toBe(true);
  });

  it("can_add_project also needs an active membership", async () => {
    await setAllowList(null);
    expect(await check("can_add_project", "dewi@demo.id")).toEqual({ allowed: true, message: null });
    expect(await check("can_add_project", "rudi@demo.id")).toEqual({
      allowed: false,
      message: CHECK_MESSAGES.projectNeedsMembership,
    });
    await setAllowList([]);
    expect(await check("can_add_project", "dewi@demo.id")).toEqual({
      allowed: false,
      message: CHECK_MESSAGES.projectNotAllowed,
    });
    await setAllowList([await idOf("siti@demo.id")]);
    expect((await check("can_add_project", "siti@demo.id")).allowed).toBe(true);
    expect((await check("can_add_project", "agen@demo.id")).allowed).toBe(false);
  });

  it("needs a token and a valid user_id", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/profile/check/can_add_project" })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/profile/check/can_add_project_user_id?user_id=0",
      headers: bearer(await loginAs(t.app)),
    });
    expect(res.statusCode).toBe(470);
  });
});
