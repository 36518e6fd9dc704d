import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { MESSAGES } from "./http-error.js";
import { MAX_PATH_PARAM_LENGTH } from "./transport-errors.js";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/**
 * Sends raw bytes over a real connection (the HTTP parser's refusals never reach app.inject), in pieces as a client
 * would, and reads the answer. A reset before any answer fails.
 */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      for (let i = 0; i < text.length; i += 4096) socket.write(text.slice(i, i + 4096));
      socket.end();
    });
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("error", (error) => (data ? undefined : reject(error)));
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
  });
}

describe("answers given before an operation is chosen", () => {
  it("a path parameter longer than the router takes answers 414 in the contract's shape", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/orders/${"a".repeat(MAX_PATH_PARAM_LENGTH + 1)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: MESSAGES.uriTooLong });
  });

  it("a long path parameter the router still takes reaches the operation (404, 470), not 414", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/auth/email_activation/${"a".repeat(200)}` });
    expect(res.statusCode).toBe(404);
    const uuid = await t.app.inject({ method: "GET", url: `/api/search/listings/${"a".repeat(150)}` });
    expect(uuid.statusCode).toBe(470);
  });

  it("broken percent-encoding in the path answers 404 in the contract's shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/orders/%E0%A4%A" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: MESSAGES.routeNotFound });
  });

  it("a 70 KB query answers 431 in the contract's shape", async () => {
    const res = await rawRequest(`GET /api/regional/get_areas?query=${"a".repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ errors: MESSAGES.headersTooLarge });
  });

  it("a 40 KB header answers 431 in the contract's shape, over a real connection", async () => {
    const res = await rawRequest(`GET /api/public HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ errors: MESSAGES.headersTooLarge });
  });

  it("an over-long path parameter answers 414 in the contract's shape, over a real connection", async () => {
    const path = `/api/orders/${"a".repeat(MAX_PATH_PARAM_LENGTH + 1)}`;
    const res = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({ errors: MESSAGES.uriTooLong });
  });

  it("a request the HTTP server cannot read answers 400 in the contract's shape", async () => {
    const res = await rawRequest("NOT HTTP AT ALL\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ errors: MESSAGES.badRequest });
  });
});
