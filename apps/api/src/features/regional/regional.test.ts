import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() };
};

describe("regional calls", () => {
  it("lists all 38 provinces on both province calls", async () => {
    for (const url of ["/api/v1/getAllProvince", "/api/regional/get_provinces"]) {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(38);
      expect(body.data).toContainEqual({ id: "31", name: "Daerah Khusus Ibukota Jakarta" });
    }
  });

  it("walks province → city → area (district) → village", async () => {
    const cities = (await get("/api/regional/get-cities-by-province?province_id=31")).body.data;
    expect(cities.map((c: { name: string }) => c.name)).toContain("Kota Administrasi Jakarta Selatan");
    const areas = (await get("/api/regional/get-areas-by-city?city_id=31.71")).body.data;
    expect(areas).toContainEqual({ id: "31.71.06", name: "Menteng", city_id: "31.71" });
    const villages = (await get("/api/regional/get-villages-by-district?district_id=31.71.06")).body.data;
    expect(villages.length).toBeGreaterThan(3);
    expect(villages.every((v: { district_id: string }) => v.district_id === "31.71.06")).toBe(true);
  });

  it("answers an unknown parent with an empty list", async () => {
    expect((await get("/api/regional/get-cities-by-province?province_id=99")).body.data).toEqual([]);
  });

  it("requires the parent id with an Indonesian message", async () => {
    const { status, body } = await get("/api/regional/get-cities-by-province");
    expect(status).toBe(470);
    expect(body.errors.province_id[0]).toMatch(/wajib diisi/);
  });

  it("searches areas by name, case-insensitively, with city and province", async () => {
    const { status, body } = await get("/api/regional/get_areas?query=MENTENG");
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      id: "31.71.06",
      name: "Menteng",
      city_id: "31.71",
      city_name: "Kota Administrasi Jakarta Pusat",
      province_id: "31",
      province_name: "Daerah Khusus Ibukota Jakarta",
    });
  });

  it("puts names that start with the query first and honours limit", async () => {
    const { body } = await get("/api/regional/get_areas?query=kebayoran&limit=5");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data[0].name.toLowerCase().startsWith("kebayoran")).toBe(true);
  });

  it("treats LIKE wildcards in the query as plain text", async () => {
    expect((await get("/api/regional/get_areas?query=%25%25")).body.data).toEqual([]);
  });

  it("refuses an out-of-range limit and an overlong query with 470", async () => {
    expect((await get("/api/regional/get_areas?limit=500")).status).toBe(470);
    expect((await get(`/api/regional/get_areas?query=${"a".repeat(101)}`)).status).toBe(470);
  });
});

describe("area search from memory", () => {
  // The ordering and matching of the SQL search the directory replaced (docs/adr/0042), as the reference.
  const bySql = async (query: string, limit: number) => {
    const q = query
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await t.database.db.execute(sql`
      SELECT d.id, d.name, c.id AS city_id, c.name AS city_name, p.id AS province_id, p.name AS province_name
      FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
      WHERE lower(d.name) LIKE ${`%${q}%`}
      ORDER BY (lower(d.name) LIKE ${`${q}%`}) DESC, d.name, c.name, d.id
      LIMIT ${limit}`);
    return (rows as { rows: unknown[] }).rows;
  };

  // "ta\nk" would match across two names if the directory did not keep them apart.
  const queries = ["jaya", "JAYA ", "a", "kebayoran", "baru", "tanjung", "", "zzz", "o'", "ta\nk", "ra\n"];
  it.each(queries.map((q) => [q]))("answers %j like the SQL search did", async (query) => {
    for (const limit of [1, 20, 50]) {
      const { body } = await get(`/api/regional/get_areas?query=${encodeURIComponent(query)}&limit=${limit}`);
      expect(body.data, `limit ${limit}`).toEqual(await bySql(query, limit));
    }
  });
});
