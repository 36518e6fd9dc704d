import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../../test/multipart-body.js";
import { placeTestOrder } from "../../../test/payment-orders.js";
import { jpegImage } from "../../../test/test-images.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
let filesDir: string;
let budi: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), "griya-headers-"));
  t = await createTestApp({ FILES_DIR: filesDir });
  budi = await loginAs(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** What every answer of the API carries, whatever it is. */
function expectBrowserHardening(res: LightMyRequestResponse) {
  const csp = String(res.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-inline");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["x-powered-by"]).toBeUndefined();
}

/** Uploads a photo (a listing photo, or a KTP document) and answers the URL it is served at. */
async function uploadPhoto(purpose: "listing" | "ktp"): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: "purpose", value: purpose },
    { name: "photo", filename: "foto.jpg", contentType: "image/jpeg", data: await jpegImage(800, 500) },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/file_content/upload_photo",
    payload,
    headers: { ...headers, ...bearer(budi) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.url as string;
}

describe("security headers on JSON answers", () => {
  it("the profile (KTP and NPWP numbers) is hardened and never cached", async () => {
    const res = await get("/api/agent/update-profile", bearer(budi));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("ktp_number");
    expectBrowserHardening(res);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("every other answer is not cached either: the current agent, a login with its token, a refusal, an unknown path", async () => {
    const answers = [
      await get("/api/user-agent", bearer(budi)),
      await t.app.inject({
        method: "POST",
        url: "/api/agent/auth/login",
        payload: { email: "agen@demo.id", password: "rahasia123" },
      }),
      await get("/api/user-agent"),
      await get("/api/tidak-ada"),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404]);
    for (const res of answers) {
      expectBrowserHardening(res);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("the development outbox (one-time links and codes) is never cached", async () => {
    const res = await get("/api/dev/outbox");
    expect(res.statusCode).toBe(200);
    expectBrowserHardening(res);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("HSTS", () => {
  it("is sent when the trusted proxy (loopback) says the request came over https", async () => {
    const res = await get("/api/public", { "x-forwarded-proto": "https" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("is not sent over plain http, nor when an untrusted sender claims https", async () => {
    expect((await get("/api/public")).headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await t.app.inject({
      method: "GET",
      url: "/api/public",
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: "203.0.113.9",
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers on files", () => {
  it("KTP/NPWP documents: nosniff, private and never stored", async () => {
    const res = await get(await uploadPhoto("ktp"), bearer(budi));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expectBrowserHardening(res);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("a document that is not yours is a 404 that is not cached either", async () => {
    const res = await get(await uploadPhoto("ktp"), bearer(await loginAs(t.app, "siti@demo.id")));
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("public listing photos keep their own long cache and are nosniff too", async () => {
    const res = await get(await uploadPhoto("listing"));
    expect(res.statusCode).toBe(200);
    expectBrowserHardening(res);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("the development payment page", () => {
  it("runs its inline style and script by nonce, under a policy without unsafe-inline", async () => {
    const order = await placeTestOrder(t.app, { method: "gopay" });
    const first = await get(`/api/dev/payments/${order.uuid}`);
    const second = await get(`/api/dev/payments/${order.uuid}`);
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers["content-security-policy"]);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(first.body).toContain(`<script nonce="${nonce}">`);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(second.headers["content-security-policy"]).not.toBe(csp);
  });
});
