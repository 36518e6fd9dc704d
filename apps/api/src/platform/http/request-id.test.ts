import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { isSaneRequestId, REQUEST_ID_HEADER } from "./request-id.js";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // The default API_TRUST_PROXY: the portal on this machine (loopback).
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe("X-Request-Id", () => {
  it("keeps the id a trusted proxy sends, echoes it and logs every line of the request with it", async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: "GET",
      url: "/api/public",
      headers: { [REQUEST_ID_HEADER]: "portal-1.abc_DEF" },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toBe("portal-1.abc_DEF");
    const ours = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId !== undefined);
    expect(ours.length).toBeGreaterThanOrEqual(2); // incoming request + request completed
    expect(ours.every((l) => l.reqId === "portal-1.abc_DEF")).toBe(true);
  });

  it("replaces an id from a peer that is not a trusted proxy", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/public",
      remoteAddress: "203.0.113.9",
      headers: { [REQUEST_ID_HEADER]: "chosen-by-client" },
    });
    expect(res.headers[REQUEST_ID_HEADER]).not.toBe("chosen-by-client");
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([["a".repeat(65)], ["with space"], ["new\\nline"], ["ümlaut"], [""]])(
    "replaces an id that is not a short token: %j",
    async (id) => {
      const res = await t.app.inject({ method: "GET", url: "/api/public", headers: { [REQUEST_ID_HEADER]: id } });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{16}$/);
    },
  );

  it("generates a fresh id per request and echoes it on errors too", async () => {
    const a = await t.app.inject({ method: "GET", url: "/api/no-such-path" });
    const b = await t.app.inject({ method: "POST", url: "/api/agent/auth/login", payload: {} });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(470);
    expect(a.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{16}$/);
    expect(b.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{16}$/);
    expect(a.headers[REQUEST_ID_HEADER]).not.toBe(b.headers[REQUEST_ID_HEADER]);
  });
});

describe("isSaneRequestId", () => {
  it("takes 1–64 characters of letters, digits, dot, underscore and dash", () => {
    expect(isSaneRequestId("a")).toBe(true);
    expect(isSaneRequestId("A-b_c.9".padEnd(64, "x"))).toBe(true);
    expect(isSaneRequestId("x".repeat(65))).toBe(false);
    expect(isSaneRequestId("a/b")).toBe(false);
    expect(isSaneRequestId(["a", "b"])).toBe(false);
  });
});
