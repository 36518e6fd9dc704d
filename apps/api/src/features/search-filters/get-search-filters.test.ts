import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { rowsOf } from "../../platform/db/rows-of.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/search/filters", () => {
  it("gives a visitor without a token the seeded property types, certificates and furnishing statuses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search/filters" });
    expect(res.statusCode).toBe(200);
    const { property_types, certificates, furnishing_statuses } = res.json().data;
    expect(property_types.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(["Rumah", "Apartemen", "Tanah"]),
    );
    expect(certificates.length).toBeGreaterThan(0);
    expect(furnishing_statuses.length).toBeGreaterThan(0);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("lists property types in the listing form's order", async () => {
    const search = (await t.app.inject({ method: "GET", url: "/api/search/filters" })).json().data.property_types;
    const rows = await rowsOf(
      t.database.db,
      v.object({ id: v.number() }),
      sql`SELECT id FROM property_types ORDER BY sort_order, id`,
    );
    expect(search.map((o: { id: number }) => o.id)).toEqual(rows.map((r) => r.id));
  });
});
