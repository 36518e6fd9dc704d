// The production server (server.mjs) as a client sees it: started on the real build against a stub API that
// records what reaches it. Needs `pnpm build` first (the test task depends on it).
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { connect, createServer, type AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_COOKIE_NAME } from "./server/bearer-from-cookie.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

type Seen = { method: string; url: string; forwardedFor: string | undefined; requestId?: string | undefined };
const seen: Seen[] = [];

/** Stands in for apps/api: answers what the tests need and records every request. */
const api = http.createServer((req, res) => {
  seen.push({
    method: req.method ?? "",
    url: req.url ?? "",
    forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
    requestId: req.headers["x-request-id"] as string | undefined,
  });
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  if (req.url === "/api/refuse-early") {
    // Like Fastify past its body limit: read 1 MB, answer, close the connection with the rest unread.
    let read = 0;
    req.on("data", (chunk: Buffer) => {
      read += chunk.length;
      if (read <= 1024 * 1024 || res.headersSent) return;
      req.pause();
      answer(
        470,
        { message: "x", errors: { body: ["Ukuran data yang dikirim terlalu besar."] } },
        { connection: "close" },
      );
    });
    return;
  }
  req.resume();
  req.on("end", () => {
    if (req.url === "/api/agent/auth/login")
      answer(470, { message: "x", errors: { email: ["Email atau kata sandi salah."] } });
    else if (req.url?.startsWith("/api/echo")) answer(200, { data: { ok: true } });
    else if (req.url === "/api/slow") setTimeout(() => answer(200, { data: { slow: true } }), 700);
    else if (req.url === "/api/user-agent") answer(500, { errors: "Terjadi kesalahan pada server kami." });
    else answer(404, { errors: "Alamat yang Anda minta tidak ditemukan." });
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type Portal = { port: number; child: ChildProcess; log: string };

async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const { port: apiPort } = api.address() as AddressInfo;
  const { HOST: _host, TRUST_PROXY: _trust, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(here, "server.mjs")], {
    cwd: here,
    env: { ...inherited, PORT: String(port), API_URL: `http://127.0.0.1:${apiPort}`, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const portal: Portal = { port, child, log: "" };
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      portal.log += chunk.toString();
      if (portal.log.includes("[portal]")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`portal exited with ${code}: ${portal.log}`)));
  });
  return portal;
}

function stopPortal(portal: Portal | undefined): Promise<void> {
  if (!portal || portal.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    portal.child.once("exit", () => resolve());
    portal.child.kill("SIGTERM");
  });
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(
  portal: Portal,
  {
    method = "GET",
    path: target = "/",
    headers = {},
    body,
    agent,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: portal.port, method, path: target, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Like `send`, but keeps the body as bytes (compressed answers). */
function sendForBytes(portal: Portal, method: string, target: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: portal.port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Writes `text` over a plain socket in small pieces, as a client would, and reads until the server closes. A reset
 * before the answer was read fails: the answer must reach the client.
 */
function sendRaw(portal: Portal, text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = connect(portal.port, "127.0.0.1", () => {
      // One write, as a browser sends a request: what the parser sees when it refuses is then the request itself.
      socket.write(text);
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", (error) => (data ? undefined : reject(error)));
    socket.on("close", () => {
      const split = data.indexOf("\r\n\r\n");
      const head = data.slice(0, split);
      resolve({ status: Number(head.split(" ")[1]), head, body: data.slice(split + 4) });
    });
  });
}

let portal: Portal | undefined;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  portal = await startPortal();
}, 60_000);
afterAll(async () => {
  await stopPortal(portal);
  await new Promise((resolve) => api.close(resolve));
});

describe("the portal server", () => {
  it("listens on this machine only unless HOST says otherwise", async () => {
    expect(portal!.log).toContain(`[portal] http://127.0.0.1:${portal!.port}`);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal);
    if (!outside) return;
    const refused = await new Promise<string>((resolve) => {
      const req = http.get({ host: outside.address, port: portal!.port, path: "/login", timeout: 2000 }, () =>
        resolve("answered"),
      );
      req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      req.on("timeout", () => req.destroy());
    });
    expect(refused).not.toBe("answered");
  });

  it("tells the API the client address it saw itself, never a chain the client wrote", async () => {
    seen.length = 0;
    await send(portal!, { path: "/api/echo", headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.1" } });
    // A route action calling the API on the visitor's behalf does the same.
    await send(portal!, {
      method: "POST",
      path: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.9" },
      body: "email=agen%40demo.id&password=salah12345",
    });
    expect(seen.map((s) => [s.url, s.forwardedFor])).toEqual([
      ["/api/echo", "127.0.0.1"],
      ["/api/agent/auth/login", "127.0.0.1"],
    ]);
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    const behindProxy = await startPortal({ TRUST_PROXY: "loopback" });
    try {
      seen.length = 0;
      await send(behindProxy, { path: "/api/echo", headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.9" } });
      // The nearest address that is not a trusted proxy: the client as the proxy on loopback saw it.
      expect(seen[0]!.forwardedFor).toBe("203.0.113.9");
    } finally {
      await stopPortal(behindProxy);
    }
  }, 60_000);

  it("answers methods pages do not take with 405 and the allowed ones, in Indonesian", async () => {
    const requests: [string, string][] = [
      ["TRACE", "/login"],
      ["PUT", "/login"],
      ["DELETE", "/login"],
      ["PATCH", "/"],
      ["DELETE", "/login.data"],
    ];
    for (const [method, target] of requests) {
      const res = await send(portal!, { method, path: target });
      expect(res.status, `${method} ${target}`).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
      expect(res.body).toContain("Metode permintaan ini tidak didukung.");
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it("answers a form post that is not a form with 415", async () => {
    const posts: [string | undefined, string][] = [
      ["application/json", '{"email":"agen@demo.id"}'],
      ["text/plain", "email=agen@demo.id"],
      ["application/json", ""],
      [undefined, ""],
    ];
    for (const [type, body] of posts) {
      const res = await send(portal!, {
        method: "POST",
        path: "/login",
        headers: type ? { "content-type": type } : {},
        body,
      });
      expect(res.status, `${type} ${body}`).toBe(415);
      expect(res.body).toContain("Jenis konten yang dikirim tidak didukung.");
    }
  });

  it("answers a body over 1 MB with 413 in Indonesian, and the client's next request on that connection is answered", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(2 * 1024 * 1024, "a");
      const page = await send(portal!, {
        method: "POST",
        path: "/login",
        agent,
        body: big,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(big.length) },
      });
      expect(page.status).toBe(413);
      expect(page.body).toContain("Ukuran data yang dikirim terlalu besar.");
      expect((await send(portal!, { path: "/api/echo", agent })).status).toBe(200);

      const toApi = await send(portal!, {
        method: "POST",
        path: "/api/agent/auth/login",
        agent,
        body: big,
        headers: { "content-type": "application/json", "content-length": String(big.length) },
      });
      expect(toApi.status).toBe(413);
      expect(JSON.parse(toApi.body)).toEqual({ errors: "Ukuran data yang dikirim terlalu besar." });
      expect((await send(portal!, { path: "/api/echo", agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("passes on a refusal of a body the API stopped reading, not a 502, and keeps the connection usable", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // No Content-Length (chunked), so only the API can judge it.
      const res = await send(portal!, {
        method: "POST",
        path: "/api/refuse-early",
        agent,
        body: Buffer.alloc(4 * 1024 * 1024, "a"),
        headers: { "content-type": "application/json" },
      });
      // The API's own answer, or the portal's 413 when the API hung up before its answer could be read.
      expect([470, 413]).toContain(res.status);
      expect((await send(portal!, { path: "/api/echo", agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  describe("scripts and stylesheets", () => {
    const assets = path.join(here, "build", "client", "assets");
    const script = readdirSync(assets).find((name) => name.startsWith("entry.client-") && name.endsWith(".js"))!;
    const stylesheet = readdirSync(assets).find((name) => name.endsWith(".css"))!;
    const original = (name: string) => readFileSync(path.join(assets, name));

    it("go out as the build's brotli copy when the browser takes br, with the cache policy of the file", async () => {
      for (const name of [script, stylesheet]) {
        const res = await sendForBytes(portal!, "GET", `/assets/${name}`, {
          "accept-encoding": "gzip, deflate, br, zstd",
        });
        expect(res.status, name).toBe(200);
        expect(res.headers["content-encoding"]).toBe("br");
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.headers["content-type"]).toBe(
          name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8",
        );
        expect(res.body).toEqual(readFileSync(path.join(assets, `${name}.br`)));
        expect(brotliDecompressSync(res.body)).toEqual(original(name));
      }
    });

    it("go out gzipped to a browser without br, and as they are to one that takes neither", async () => {
      for (const acceptEncoding of ["gzip", "br;q=0, gzip;q=0.5", "*;q=0.1, br;q=0"]) {
        const res = await sendForBytes(portal!, "GET", `/assets/${script}`, { "accept-encoding": acceptEncoding });
        expect(res.headers["content-encoding"], acceptEncoding).toBe("gzip");
        expect(gunzipSync(res.body)).toEqual(original(script));
      }
      const takesNeither: Record<string, string>[] = [
        {},
        { "accept-encoding": "identity" },
        { "accept-encoding": "br;q=0, gzip;q=0" },
      ];
      for (const headers of takesNeither) {
        const res = await sendForBytes(portal!, "GET", `/assets/${script}`, headers);
        expect(res.status).toBe(200);
        expect(res.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.body).toEqual(original(script));
      }
    });

    it("answer HEAD with the copy's length, and a missing asset with the 404 page", async () => {
      const head = await sendForBytes(portal!, "HEAD", `/assets/${script}`, { "accept-encoding": "br" });
      expect(head.headers["content-encoding"]).toBe("br");
      expect(Number(head.headers["content-length"])).toBe(readFileSync(path.join(assets, `${script}.br`)).length);
      const missing = await sendForBytes(portal!, "GET", "/assets/tidak-ada.js", { "accept-encoding": "br" });
      expect(missing.status).toBe(404);
    });
  });

  describe("request ids", () => {
    const ID = /^[0-9a-f]{16}$/;

    it("gives each request an id, answers with it and sends it to the API", async () => {
      seen.length = 0;
      const a = await send(portal!, { path: "/api/echo" });
      const b = await send(portal!, { path: "/api/echo" });
      expect(a.headers["x-request-id"]).toMatch(ID);
      expect(b.headers["x-request-id"]).not.toBe(a.headers["x-request-id"]);
      expect(seen.map((s) => s.requestId)).toEqual([a.headers["x-request-id"], b.headers["x-request-id"]]);
    });

    it("replaces an id the client chose (no trusted proxy) and sends the page's id with a route action's API call", async () => {
      seen.length = 0;
      const res = await send(portal!, {
        method: "POST",
        path: "/login",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-request-id": "chosen-by-client" },
        body: "email=agen%40demo.id&password=salah12345",
      });
      const id = res.headers["x-request-id"];
      expect(id).toMatch(ID);
      expect(seen.map((s) => [s.url, s.requestId])).toEqual([["/api/agent/auth/login", id]]);
    });

    it("keeps the id of a trusted proxy", async () => {
      const behindProxy = await startPortal({ TRUST_PROXY: "loopback" });
      try {
        seen.length = 0;
        const res = await send(behindProxy, { path: "/api/echo", headers: { "x-request-id": "lb-42.abc" } });
        expect(res.headers["x-request-id"]).toBe("lb-42.abc");
        expect(seen[0]!.requestId).toBe("lb-42.abc");
      } finally {
        await stopPortal(behindProxy);
      }
    }, 60_000);

    it("shows the id on the server-problem page and logs it", async () => {
      seen.length = 0;
      const res = await send(portal!, { path: "/", headers: { cookie: `${TOKEN_COOKIE_NAME}=some-token` } });
      const id = res.headers["x-request-id"] as string;
      expect(res.status).toBe(503);
      expect(seen.find((s) => s.url === "/api/user-agent")?.requestId).toBe(id);
      expect(res.body.replaceAll("<!-- -->", "")).toContain(`Kode kejadian: <code>${id}</code>`);
      expect(portal!.log).toContain(`request ${id}`);
    });
  });

  it("on SIGTERM finishes the requests in flight, then exits 0", async () => {
    const stopping = await startPortal();
    const keepAlive = new http.Agent({ keepAlive: true });
    try {
      // A connection left open by keep-alive must not hold the exit up.
      expect((await send(stopping, { path: "/api/echo", agent: keepAlive })).status).toBe(200);
      const slow = send(stopping, { path: "/api/slow" });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const exited = new Promise<number | null>((resolve) => stopping.child.once("exit", (code) => resolve(code)));
      const started = Date.now();
      stopping.child.kill("SIGTERM");
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { slow: true } });
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(stopping.log).toContain("shut down cleanly");
    } finally {
      keepAlive.destroy();
      await stopPortal(stopping);
    }
  }, 60_000);

  describe("over-long requests, refused by Node's parser before Express", () => {
    const big = "a".repeat(40_000);
    const headerOf = (target: string) => `GET ${target} HTTP/1.1\r\nHost: griya.test\r\nX-Big: ${big}\r\n\r\n`;
    const lineOf = (target: string) => `GET ${target}?q=${big} HTTP/1.1\r\nHost: griya.test\r\n\r\n`;

    it("answer the API's error shape for /api: 431, JSON, with its length", async () => {
      for (const request of [headerOf("/api/echo"), lineOf("/api/search/listings")]) {
        const res = await sendRaw(portal!, request);
        expect(res.status).toBe(431);
        expect(res.head).toMatch(/content-type: application\/json/i);
        expect(JSON.parse(res.body)).toEqual({ errors: "Alamat atau header permintaan terlalu besar." });
        expect(res.head).toMatch(new RegExp(`content-length: ${Buffer.byteLength(res.body)}`, "i"));
      }
    });

    it("answer a page request with a small Indonesian page: 431 for headers, 414 for the address", async () => {
      const headers = await sendRaw(portal!, headerOf("/cari"));
      expect(headers.status).toBe(431);
      expect(headers.head).toMatch(/content-type: text\/html/i);
      expect(headers.body).toContain("<h1>Alamat atau header permintaan terlalu besar.</h1>");
      const address = await sendRaw(portal!, lineOf("/cari"));
      expect(address.status).toBe(414);
      expect(address.body).toContain("<h1>Alamat yang Anda minta terlalu panjang.</h1>");
      expect(address.body).toContain('<a href="/">Kembali ke Beranda</a>');
    });
  });
});
