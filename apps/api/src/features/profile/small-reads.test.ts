import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

const get = (url: string, auth = token) => t.app.inject({ method: "GET", url, headers: bearer(auth) });
const idOf = async (email: string) =>
  (await rowsOf(t.database.db, v.object({ id: v.number() }), sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;

describe("GET /api/referral_benefits", () => {
  it("answers the seeded reward and follows an edited setting", async () => {
    expect((await get("/api/referral_benefits")).json()).toEqual({ data: { coins: 20, validity_days: 365 } });
    await t.database.db.execute(
      sql`UPDATE app_settings SET value = '{"reward_coins": 25, "validity_days": 180}' WHERE key = 'referral'`,
    );
    expect((await get("/api/referral_benefits")).json().data).toEqual({ coins: 25, validity_days: 180 });
  });
});

describe("GET /api/enquiries/unread_count", () => {
  it("counts the caller's unread, unarchived enquiries only", async () => {
    expect((await get("/api/enquiries/unread_count")).json()).toEqual({ data: { count: 2 } });
    const siti = await loginAs(t.app, "siti@demo.id");
    expect((await get("/api/enquiries/unread_count", siti)).json().data.count).toBe(0);
    await t.database.db.execute(sql`INSERT INTO enquiries (agent_user_id, name, email, phone, message)
      VALUES (${await idOf("siti@demo.id")}, 'Tamu', 'tamu@contoh.id', '081200000000', 'Halo')`);
    expect((await get("/api/enquiries/unread_count", siti)).json().data.count).toBe(1);
    expect((await get("/api/enquiries/unread_count")).json().data.count).toBe(2);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/enquiries/unread_count" })).statusCode).toBe(401);
  });
});

describe("GET /api/v2/projects/owner/{id}", () => {
  it("answers an empty page for the demo", async () => {
    const res = await get(`/api/v2/projects/owner/${await idOf("mitra@demo.id")}`);
    expect(res.json()).toEqual({ data: [], meta: { current_page: 1, per_page: 30, total: 0, last_page: 1 } });
  });

  it("pages an owner's projects newest first", async () => {
    const owner = await idOf("mitra@demo.id");
    await t.database.db.execute(sql`INSERT INTO projects (owner_user_id, name, city_id, created_at)
      SELECT ${owner}::int, 'Proyek ' || n, CASE WHEN n % 2 = 0 THEN '36.74' END, now() - make_interval(days => n)
      FROM generate_series(1, 31) AS n`);
    const first = (await get(`/api/v2/projects/owner/${owner}`)).json();
    expect(first.meta).toEqual({ current_page: 1, per_page: 30, total: 31, last_page: 2 });
    expect(first.data[0]).toMatchObject({ name: "Proyek 1", city: null });
    expect(first.data[1]).toMatchObject({
      name: "Proyek 2",
      city: { id: "36.74", name: "Kota Tangerang Selatan", province_id: "36" },
    });
    const second = (await get(`/api/v2/projects/owner/${owner}?page=2`)).json();
    expect(second.data.map((p: { name: string }) => p.name)).toEqual(["Proyek 31"]);
    const beyond = (await get(`/api/v2/projects/owner/${owner}?page=9`)).json();
    expect(beyond).toEqual({ data: [], meta: { current_page: 9, per_page: 30, total: 31, last_page: 2 } });
  });

  it("answers 404 for an unknown owner and 401 without a token", async () => {
    expect((await get("/api/v2/projects/owner/999999")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v2/projects/owner/1" })).statusCode).toBe(401);
  });
});
