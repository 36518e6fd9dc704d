import { expect, test } from "../support/test";

// What a load balancer and support see through the portal: the probes, and one request id from the portal's log
// through the API's log to the answer.

test("health and readiness answer through the portal", async ({ request }) => {
  const health = await request.get("/api/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ data: { status: "ok" } });
  const ready = await request.get("/api/readyz");
  expect(ready.status()).toBe(200);
  expect((await ready.json()).data).toMatchObject({ status: "ready", migrations: expect.any(Number) });
});

test("every page and API answer names its request id; a trusted proxy's id goes through to the API", async ({
  page,
  request,
}) => {
  const response = await page.goto("/login");
  expect(response?.headers()["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
  // The journeys' portal trusts loopback (TRUST_PROXY), and the API trusts the portal: the id comes back as sent.
  const api = await request.get("/api/public", { headers: { "x-request-id": "lb-e2e.42" } });
  expect(api.status()).toBe(200);
  expect(api.headers()["x-request-id"]).toBe("lb-e2e.42");
});
