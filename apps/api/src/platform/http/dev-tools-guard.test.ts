import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderState, placeTestOrder } from "../../../test/payment-orders.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "development", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
});
afterAll(() => t.close());

const NOT_FOUND = { errors: "Alamat yang Anda minta tidak ditemukan." };
const outbox = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/dev/outbox?to=agen%40demo.id",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("development tools answer only clients on this machine", () => {
  it("a reset link in the outbox cannot be read from another machine, directly or through the portal", async () => {
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "agen@demo.id" },
      remoteAddress: "203.0.113.7",
    });
    expect(asked.statusCode).toBe(200);

    for (const [remote, forwarded] of [
      ["203.0.113.7", undefined], // straight at the API
      ["127.0.0.1", "203.0.113.7"], // through the portal on this machine: the portal names the real client
      ["203.0.113.7", "127.0.0.1"], // a made-up X-Forwarded-For from an untrusted peer changes nothing
      ["::ffff:203.0.113.7", undefined],
    ] as const) {
      const res = await outbox(remote, forwarded);
      expect(res.statusCode, `${remote} / ${forwarded}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it("a client on this machine still reads the outbox, directly or through the portal", async () => {
    for (const [remote, forwarded] of [
      ["127.0.0.1", undefined],
      ["::1", undefined],
      ["::ffff:127.0.0.1", undefined],
      ["127.0.0.1", "127.0.0.1"],
    ] as const) {
      const res = await outbox(remote, forwarded);
      expect(res.statusCode, `${remote} / ${forwarded}`).toBe(200);
      expect(res.json().data[0].links[0]).toMatch(/\/password\/reset\//);
    }
  });

  it("nobody elsewhere pays an order through the sandbox or opens its payment page", async () => {
    const order = await placeTestOrder(t.app, { method: "gopay" });
    const fromElsewhere = { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "198.51.100.9" } };
    const pay = await t.app.inject({ method: "POST", url: `/api/dev/payments/${order.uuid}/pay`, ...fromElsewhere });
    expect(pay.statusCode).toBe(404);
    expect(pay.json()).toEqual(NOT_FOUND);
    const page = await t.app.inject({ method: "GET", url: `/api/dev/payments/${order.uuid}`, ...fromElsewhere });
    expect(page.statusCode).toBe(404);
    expect(await orderState(t.database.db, order.id)).toMatchObject({ status: "PENDING" });

    const local = await t.app.inject({
      method: "POST",
      url: `/api/dev/payments/${order.uuid}/pay`,
      remoteAddress: "127.0.0.1",
    });
    expect(local.json().data.status).toBe("PAID");
  });

  it("trusts only the configured proxies to name the client", async () => {
    const behindBalancer = await createTestApp({
      NODE_ENV: "development",
      LOG_LEVEL: "silent",
      API_TRUST_PROXY: "10.0.0.0/8",
    });
    try {
      const res = (remoteAddress: string, forwardedFor: string) =>
        behindBalancer.app.inject({
          method: "GET",
          url: "/api/dev/outbox",
          remoteAddress,
          headers: { "x-forwarded-for": forwardedFor },
        });
      // The balancer at 10.0.0.2 says the client is 203.0.113.7: refused.
      expect((await res("10.0.0.2", "203.0.113.7")).statusCode).toBe(404);
      // Loopback is no longer a trusted proxy: its X-Forwarded-For is ignored and it is itself the client.
      expect((await res("127.0.0.1", "203.0.113.7")).statusCode).toBe(200);
    } finally {
      await behindBalancer.close();
    }
  }, 60_000);
});
