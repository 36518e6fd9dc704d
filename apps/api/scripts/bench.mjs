// pnpm bench: loads the seeded API with autocannon on loopback and prints requests/s and p50/p99 latency
// for GET /api/user-agent and GET /api/regional/get_areas?query=..., beside a bare Fastify route (the ceiling).
import { fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = 3291;
const BARE_PORT = 3292;

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${title}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ title, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "griya-bench-"));
const api = spawn(process.execPath, [join(here, "..", "dist", "main.js")], {
  env: { ...process.env, NODE_ENV: "production", API_PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "" },
  stdio: ["ignore", "inherit", "inherit"],
});
const bare = fork(join(here, "bare-server.mjs"), { env: { ...process.env, PORT: String(BARE_PORT) }, stdio: "inherit" });

try {
  await waitFor(`http://127.0.0.1:${API_PORT}/api/public`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  const login = await fetch(`http://127.0.0.1:${API_PORT}/api/agent/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "agen@demo.id", password: "rahasia123" }),
  });
  const { data } = await login.json();
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, loopback, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL server" : "PGlite"}`);
  const results = [
    await run("bare Fastify route (ceiling)", `http://127.0.0.1:${BARE_PORT}/bare`),
    await run("GET /api/user-agent", `http://127.0.0.1:${API_PORT}/api/user-agent`, { authorization: `Bearer ${data.token}` }),
    await run("GET /api/regional/get_areas?query=jaya", `http://127.0.0.1:${API_PORT}/api/regional/get_areas?query=jaya`),
  ];
  console.table(Object.fromEntries(results.map((r) => [r.title, { "requests/s": r.rps, "p50 ms": r.p50, "p99 ms": r.p99 }])));
} finally {
  api.kill("SIGTERM");
  bare.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
