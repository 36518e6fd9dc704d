// The built portal (server.mjs over build/, as `pnpm start` and the journeys run it) in front of a stand-in API.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_ID_PLACEHOLDER } from "../app/lib/request-id-placeholder";
import { helpFactsFixture } from "../test/help-facts-fixture";
import { normaliseTour360Url, TOUR_360_FRAME_SOURCES } from "@griya/domain/tour-360";
import { chatConfig, chatCspSources } from "./chat-config.mjs";
import { mapTileConfig } from "./map-tiles.mjs";
import { fileCdnSources, portalCspDirectives, securityHeaders } from "./security-headers.mjs";

const AGENT = {
  id: 1,
  name: "Budi Santoso",
  email: "agen@demo.id",
  phone_number: "081234567890",
  phone_number_verified_at: "2026-01-01T00:00:00Z",
  is_passworded: true,
  email_verified_at: "2026-01-01T00:00:00Z",
  avatar_url: null,
  referral_code: "BUDISANT",
  admin_project_partner_url: null,
  membership: {
    type: "SILVER",
    display_name: "Starter",
    started_at: "2026-01-01T00:00:00Z",
    expires_at: "2099-01-01T00:00:00Z",
    is_active: true,
  },
};
const TOKEN = "token-budi";

/** Knows one agent and the help centre's facts; answers with a policy of its own so the proxy's pass-through shows. */
function fakeApi(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("content-type", "application/json");
  res.setHeader("content-security-policy", "default-src 'none'");
  res.setHeader("cache-control", "no-store");
  if (req.url === "/api/user-agent" && req.headers.authorization === `Bearer ${TOKEN}`) {
    res.end(JSON.stringify({ data: AGENT }));
    return;
  }
  if (req.url === "/api/help/facts") {
    res.end(JSON.stringify({ data: helpFactsFixture() }));
    return;
  }
  const known = req.url === "/api/user-agent";
  res.statusCode = known ? 401 : 404;
  res.end(JSON.stringify(known ? { message: "Unauthenticated." } : { errors: "Tidak ditemukan." }));
}

let api: Server;
let portal: ChildProcess;
let base: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

beforeAll(async () => {
  api = createServer(fakeApi).listen(0, "127.0.0.1");
  await once(api, "listening");
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  portal = spawn(process.execPath, [path.join(import.meta.dirname, "..", "server.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The test plays a TLS-terminating proxy on this machine: X-Forwarded-Proto is believed only from it.
      TRUST_PROXY: "loopback",
      API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      NODE_ENV: "production",
    },
    // Its log (loaders failing against the stand-in API) is shown only when it does not start.
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  portal.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  // server.mjs logs one line once it listens.
  await new Promise<void>((resolve, reject) => {
    portal.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("[portal]") && resolve());
    portal.once("exit", (code) => reject(new Error(`server.mjs exited with ${code} (is the portal built?)\n${log}`)));
  });
}, 30_000);

afterAll(async () => {
  portal?.kill("SIGTERM");
  api?.close();
});

const fetchPortal = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers, redirect: "manual" });
const signedIn = { cookie: `griya_token=${TOKEN}` };

function directives(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHardening(response: Response) {
  const csp = directives(response);
  expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("same-origin");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-powered-by")).toBeNull();
}

function nonceOf(response: Response): string {
  const source = directives(response)
    .get("script-src")
    ?.find((value) => value.startsWith("'nonce-"));
  expect(source).toBeDefined();
  return source!.slice("'nonce-".length, -1);
}

describe("HTML pages", () => {
  it("signed in: a strict policy whose nonce is on every script of the page, and the other hardening headers", async () => {
    const response = await fetchPortal("/help/coin", signedIn);
    expect(response.status).toBe(200);
    const csp = directives(response);
    const nonce = nonceOf(response);
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expectHardening(response);

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Module preloads are scripts too.
    for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("signed in: a new nonce for every request", async () => {
    const first = nonceOf(await fetchPortal("/help/coin", signedIn));
    const second = nonceOf(await fetchPortal("/help/coin", signedIn));
    expect(first).not.toBe(second);
    expect(Buffer.from(first, "base64")).toHaveLength(16);
  });

  it("a visitor's page is the same bytes every time: its policy names the hash of each inline script, no nonce", async () => {
    const first = await fetchPortal("/help/coin");
    const second = await fetchPortal("/help/coin");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expectHardening(first);
    expect(html).not.toContain("nonce=");

    const allowed = directives(first).get("script-src") ?? [];
    expect(allowed[0]).toBe("'self'");
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(inline.length).toBeGreaterThan(1);
    const hashes = new Set(inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`));
    expect(new Set(allowed.slice(1))).toEqual(hashes);
    // A script injected into the page would match none of them.
    expect(allowed).not.toContain(`'sha256-${createHash("sha256").update("alert(1)").digest("base64")}'`);
  });

  it("a visitor's page that failed on the server is kept by no cache and names its own request id", async () => {
    // The stand-in API knows no search: the page is the server-problem page.
    const failed = await fetchPortal("/cari");
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.headers.get("cache-control")).toBeNull();
    const html = await failed.text();
    expect(html).toContain(failed.headers.get("x-request-id")!);
    expect(html).not.toContain(REQUEST_ID_PLACEHOLDER);
  });

  it("send HSTS only when the request came over https through a trusted proxy", async () => {
    expect((await fetchPortal("/login")).headers.get("strict-transport-security")).toBeNull();
    const https = await fetchPortal("/login", { "x-forwarded-proto": "https" });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("rendered for a signed-in agent (pages and their .data) are never cached; a visitor's public page is kept by shared caches only", async () => {
    const page = await fetchPortal("/help/coin", signedIn);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(AGENT.name);
    expect(page.headers.get("cache-control")).toBe("private, no-store");

    const data = await fetchPortal("/help/coin.data", signedIn);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");

    expect((await fetchPortal("/login")).headers.get("cache-control")).toBeNull();
    expect((await fetchPortal("/help/coin")).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    // The app look (a cookie) is a page of its own: never shared.
    const app = await fetchPortal("/help/coin", { cookie: "mobile=1" });
    expect(app.headers.get("cache-control")).toBeNull();
    expect(nonceOf(app)).toBeTruthy();
  });

  it("frame-ancestors and X-Frame-Options also guard the pages that move coins and money", async () => {
    for (const pathname of ["/coin-transfer", "/checkout"]) {
      const response = await fetchPortal(pathname, signedIn);
      expect(directives(response).get("frame-ancestors")).toEqual(["'none'"]);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

describe("other answers", () => {
  it("static files are nosniff and framed by nobody", async () => {
    const response = await fetchPortal("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("API answers keep the API's own headers through the proxy", async () => {
    const response = await fetchPortal("/api/user-agent", signedIn);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the policy itself", () => {
  it("allows the configured map tile host for images, and never inline or evaluated scripts", () => {
    const directives = portalCspDirectives(mapTileConfig({}).imgSources);
    expect(directives.imgSrc).toContain("https://tile.openstreetmap.org");
    // Midtrans GoPay's QR image; the QRIS codes the portal draws itself are data: URLs.
    expect(directives.imgSrc).toEqual(expect.arrayContaining(["data:", "https://api.midtrans.com"]));
    const custom = portalCspDirectives(
      mapTileConfig({
        MAP_TILE_URL: "https://{s}.tiles.example.id/peta/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Contoh",
      }).imgSources,
    );
    expect(custom.imgSrc).toContain("https://*.tiles.example.id");
    expect(custom.imgSrc).not.toContain("https://tile.openstreetmap.org");
    const scriptSources = directives.scriptSrc!.filter((value) => typeof value === "string");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  it("allows the file CDN's origin for images when the API links photos there (S3_PUBLIC_URL)", () => {
    expect(fileCdnSources({})).toEqual([]);
    const sources = fileCdnSources({ S3_PUBLIC_URL: "https://cdn.griya.example/files" });
    expect(sources).toEqual(["https://cdn.griya.example"]);
    expect(portalCspDirectives(mapTileConfig({}).imgSources, sources).imgSrc).toContain("https://cdn.griya.example");
    expect(portalCspDirectives(mapTileConfig({}).imgSources).imgSrc).not.toContain("https://cdn.griya.example");
    expect(() => securityHeaders({ S3_PUBLIC_URL: "cdn.griya.example" })).toThrow(/S3_PUBLIC_URL/);
  });

  it("frames only the YouTube player and exactly the 360° tour providers the listing form accepts", () => {
    const directives = portalCspDirectives(mapTileConfig({}).imgSources);
    expect(directives.frameSrc).toEqual([
      "https://www.youtube-nocookie.com",
      "https://my.matterport.com",
      "https://kuula.co",
      "https://www.google.com",
      "https://momento360.com",
    ]);
    // Every tour the form accepts is on one of those origins.
    for (const link of [
      "https://kuula.co/post/7lvY1",
      "https://my.matterport.com/show?m=SxQL3iGyoDo",
      "https://momento360.com/e/u/a9b53aa8f8b0",
    ]) {
      const tour = normaliseTour360Url(link);
      expect(tour.ok && directives.frameSrc!.some((origin) => tour.url.startsWith(`${origin as string}/`)), link).toBe(
        true,
      );
    }
    expect(TOUR_360_FRAME_SOURCES.every((origin) => directives.frameSrc!.includes(origin))).toBe(true);
  });

  it("allows a chat provider's hosts only when that provider is configured", () => {
    const tiles = mapTileConfig({}).imgSources;
    const joined = (d: ReturnType<typeof portalCspDirectives>) =>
      Object.values(d)
        .flat()
        .filter((value) => typeof value === "string")
        .join(" ");
    for (const provider of [undefined, "builtin", "none"]) {
      const policy = joined(portalCspDirectives(tiles, [], chatCspSources(chatConfig({ CHAT_PROVIDER: provider }))));
      expect(policy).not.toMatch(/crisp|tawk/);
    }
    expect(joined(portalCspDirectives(tiles))).not.toMatch(/crisp|tawk/);
    const crisp = portalCspDirectives(
      tiles,
      [],
      chatCspSources(chatConfig({ CHAT_PROVIDER: "crisp", CHAT_SITE_ID: "3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f" })),
    );
    expect(crisp.scriptSrc).toContain("https://client.crisp.chat");
    expect(crisp.connectSrc).toContain("wss://client.relay.crisp.chat");
    expect(joined(crisp)).not.toMatch(/tawk/);
    const tawk = portalCspDirectives(
      tiles,
      [],
      chatCspSources(chatConfig({ CHAT_PROVIDER: "tawk", CHAT_SITE_ID: "5f0c1a2b3c4d5e6f7a8b9c0d/1abc2def" })),
    );
    expect(tawk.scriptSrc).toContain("https://embed.tawk.to");
    expect(tawk.frameSrc).toContain("https://*.tawk.to");
    expect(joined(tawk)).not.toMatch(/crisp/);
    // Still no inline or evaluated scripts.
    expect(tawk.scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("refuses to start with a chat provider that is not usable", () => {
    expect(() => securityHeaders({ CHAT_PROVIDER: "crisp" })).toThrow(/CHAT_SITE_ID/);
    expect(() => securityHeaders({ CHAT_PROVIDER: "tawk", CHAT_SITE_ID: "bukan id" })).toThrow(/CHAT_SITE_ID/);
    expect(() => securityHeaders({ CHAT_PROVIDER: "intercom" })).toThrow(/CHAT_PROVIDER/);
    expect(() => securityHeaders({ SUPPORT_WHATSAPP: "0812-3456" })).toThrow(/SUPPORT_WHATSAPP/);
    expect(chatConfig({ SUPPORT_WHATSAPP: "+6281234567890" })).toEqual({
      provider: "builtin",
      siteId: null,
      whatsapp: "6281234567890",
    });
    expect(chatConfig({ CHAT_PROVIDER: "none", CHAT_SITE_ID: "x" }).siteId).toBeNull();
  });

  it("refuses to build the headers for a tile source that is not usable", () => {
    expect(() =>
      securityHeaders({ MAP_TILE_URL: "http://tiles.example.id/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "x" }),
    ).toThrow(/MAP_TILE_URL/);
  });
});
