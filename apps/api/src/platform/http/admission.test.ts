import { once } from "node:events";
import { connect, type AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { listOperations, loadSpec } from "../openapi/load-spec.js";
import { busyRefusals } from "../ops/metrics.js";
import { ALWAYS_ADMITTED, BUSY_RETRY_AFTER_SECONDS } from "./admission.js";
import { MESSAGES } from "./http-error.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_MAX_IN_FLIGHT: "1" });
});
afterAll(() => t.close());

/**
 * A request that stays in progress until released: its JSON body is streamed, and the server asks for the body
 * only once the request was admitted, so `admitted` resolves exactly then.
 */
function heldRequest() {
  let admitted!: () => void;
  const whenAdmitted = new Promise<void>((resolve) => (admitted = resolve));
  let asked = false;
  const body = new Readable({
    read() {
      if (!asked) admitted();
      asked = true;
    },
  });
  const answer = t.app.inject({
    method: "POST",
    url: "/api/help/feedback",
    headers: { "content-type": "application/json" },
    payload: body,
  });
  const release = async () => {
    body.push(JSON.stringify({ topic: "coin", helpful: true }));
    body.push(null);
    return answer;
  };
  return { whenAdmitted, release };
}

/** Asks until the answer is `wanted` (the server sees a socket open or close on its own time), 5 s at most. */
async function eventually(ask: () => Promise<number>, wanted: number): Promise<number> {
  let status = await ask();
  for (let tries = 0; status !== wanted && tries < 100; tries++) {
    await sleep(50);
    status = await ask();
  }
  return status;
}

describe("admission control (API_MAX_IN_FLIGHT)", () => {
  it("answers 503 with Retry-After at once past the limit, keeps the probes answered, admits again after", async () => {
    const held = heldRequest();
    await held.whenAdmitted;
    const refusedBefore = (await busyRefusals.get()).values[0]?.value ?? 0;

    const refused = await t.app.inject({ method: "GET", url: "/api/public" });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ errors: MESSAGES.serverBusy });
    expect(refused.headers["x-request-id"]).toBeTruthy();
    expect((await busyRefusals.get()).values[0]?.value).toBe(refusedBefore + 1);

    expect((await t.app.inject({ method: "GET", url: "/api/healthz" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/readyz" })).statusCode).toBe(200);
    // The gateway's notification is checked (and refused, unsigned) rather than turned away.
    const notification = await t.app.inject({ method: "POST", url: "/api/payments/notifications", payload: {} });
    expect(notification.statusCode).not.toBe(503);
    // A path no operation takes costs nothing: its 404 is not held back.
    expect((await t.app.inject({ method: "GET", url: "/api/tidak-ada" })).statusCode).toBe(404);

    expect((await held.release()).statusCode).toBe(201);
    const admitted = await t.app.inject({ method: "GET", url: "/api/public" });
    expect(admitted.statusCode).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it("frees the place of a request whose client went away before its answer", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    // Fastify admits (or refuses) a request in its own listener of the event, before this one hears of it.
    const arrived = once(t.app.server, "request");
    // Half a body: the request stays in progress until the client gives up.
    socket.write(
      "POST /api/help/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        'Content-Length: 40\r\n\r\n{"topic":',
    );
    await arrived;
    const publicConfig = async () => (await t.app.inject({ method: "GET", url: "/api/public" })).statusCode;
    expect(await publicConfig()).toBe(503);
    socket.destroy();
    expect(await eventually(publicConfig, 200)).toBe(200);
  });

  it("is documented: every operation but the always-admitted ones lists a 503 with Retry-After", async () => {
    const operations = listOperations(await loadSpec());
    for (const { operation } of operations) {
      const busy = operation.responses["503"] as { headers?: Record<string, unknown> } | undefined;
      if (ALWAYS_ADMITTED.has(operation.operationId)) continue;
      expect(busy?.headers?.["Retry-After"], operation.operationId).toBeDefined();
    }
    for (const id of ALWAYS_ADMITTED) expect(operations.map((o) => o.operation.operationId)).toContain(id);
  });
});
