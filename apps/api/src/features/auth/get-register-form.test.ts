import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/agent/auth/register/get_form", () => {
  it("lists agent types, every city with its province, and agent offices", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/agent/auth/register/get_form" });
    expect(res.statusCode).toBe(200);
    const { agent_types, cities, agent_offices } = res.json().data;
    expect(agent_types.length).toBeGreaterThan(0);
    expect(agent_offices.map((o: { name: string }) => o.name)).toContain("Griya Prima Realty");
    expect(cities.length).toBeGreaterThan(500);
    expect(cities).toContainEqual({
      id: "31.71",
      name: expect.any(String),
      province_id: "31",
      province_name: expect.stringMatching(/JAKARTA/i),
    });
  });
});
