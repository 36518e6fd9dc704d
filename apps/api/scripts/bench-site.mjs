// The whole site under load (issue 26, `pnpm bench:site`): the built API and portal on the PostgreSQL server with
// 100,000 listings, driven with a mix of 70 % public pages, 20 % search API calls and 10 % signed-in agent pages,
// at rising rates, once straight to the portal and once through the caching proxy (deploy/nginx-portal-cache.conf).
// It reports the highest rate this machine holds with p99 < 200 ms and no failed answer, for each. The servers run
// on core 0 and this load generator on core 1 (taskset), so the generator does not starve them; PostgreSQL floats.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/griya_bench_site, created when missing),
//   BENCH_SITE_LISTINGS (100000), BENCH_SECONDS per step (10), BENCH_SITE_RATES ("10,25,50,100,200,400,800,1600").
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { runScript, startOnCore, waitFor } from "./bench-processes.mjs";
import pg from "pg";
import { startCachingProxy } from "../../../deploy/start-caching-proxy.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/griya_bench_site";
const LISTINGS = Number(process.env.BENCH_SITE_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = (process.env.BENCH_SITE_RATES ?? "10,25,50,100,200,400,800,1600").split(",").map(Number);
const P99_LIMIT_MS = 200;
const [PORTAL_PORT, API_PORT, PROXY_PORT] = [3390, 3391, 3392];
const SERVER_CORE = "0";
const quiet = { stdout: "ignore" };
const BROWSER =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  await admin.connect();
  const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await admin.end();
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the mix visits: real listing, agent and landing addresses of the bench data, and a signed-in agent. */
async function targets(portal) {
  const api = `${portal}/api`;
  const uuids = [];
  const agents = new Set();
  for (const page of [1, 2, 3, 4, 5]) {
    const body = await (await fetch(`${api}/search/listings?per_page=50&page=${page}&sort=price_asc`)).json();
    for (const card of body.data) {
      uuids.push(card.uuid);
      agents.add(card.agent.id);
    }
  }
  const sitemap = await (await fetch(`${portal}/sitemap/landing-1.xml`)).text();
  const landings = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]).slice(0, 300);
  const login = await fetch(`${api}/agent/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "agen@demo.id", password: "rahasia123" }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const token = (await login.json()).data.token;
  if (uuids.length === 0 || landings.length === 0) throw new Error("no listings or landing pages: is the data seeded?");
  return { uuids, agents: [...agents], landings, cookie: `griya_token=${token}` };
}

const SEARCHES = [
  "/cari",
  "/cari?tipe=dijual",
  "/cari?tipe=disewa&urut=harga_terendah",
  "/cari?q=rumah",
  "/cari?halaman=2",
];
const SEARCH_CALLS = [
  "/api/search/listings?city_id=31.74",
  "/api/search/listings?listing_type=S&property_type_id=1",
  "/api/search/listings?q=rumah%20taman",
  "/api/search/listings?province_id=32&sort=price_asc",
];

/** One request of the 70/20/10 mix. */
function nextRequest(t) {
  const roll = Math.random() * 100;
  const plain = (path) => ({ method: "GET", path, headers: { "user-agent": BROWSER } });
  if (roll < 10)
    return {
      method: "GET",
      path: pick(["/beranda", "/listing"]),
      headers: { cookie: t.cookie, "user-agent": BROWSER },
    };
  if (roll < 30) return plain(pick(SEARCH_CALLS));
  const page = Math.floor(roll) % 7;
  if (page === 0) return plain("/");
  if (page === 1) return plain(pick(SEARCHES));
  if (page === 2) return plain(pick(t.landings));
  if (page === 3) return plain(`/agen/${pick(t.agents)}`);
  if (page === 4) return plain(pick(["/help", "/cari/peta"]));
  return plain(`/properti/${pick(t.uuids)}`);
}

function step(url, rate, t) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: Math.min(200, Math.max(10, rate / 4)),
        overallRate: rate,
        duration: SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest(t) }) }],
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          rate,
          done: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          failed: r.non2xx + r.errors + r.timeouts,
          statuses: Object.entries(r.statusCodeStats)
            .filter(([code]) => !code.startsWith("2"))
            .map(([code, { count }]) => `${count}× ${code}`)
            .join(", "),
        });
      },
    );
  });
}

/** Rising rates until one fails: the highest rate held with p99 < 200 ms, every answer 2xx and the rate reached. */
async function highestRate(title, url, t) {
  let best = 0;
  for (const rate of RATES) {
    const s = await step(url, rate, t);
    const held = s.p99 < P99_LIMIT_MS && s.failed === 0 && s.done >= rate * 0.95;
    console.log(
      `${title} ${String(rate).padStart(5)}/s: done ${s.done.toFixed(0)}/s, p50 ${s.p50} ms, p99 ${s.p99} ms, failed ${s.failed}${s.statuses ? ` (${s.statuses})` : ""}` +
        ` — ${held ? "held" : "not held"} (load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")})`,
    );
    if (!held) break;
    best = rate;
  }
  return best;
}

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL,
  PAYMENT_GATEWAY: process.env.PAYMENT_GATEWAY ?? "sandbox",
  LOG_LEVEL: "warn",
};
let api;
let portal;
let proxy;
try {
  await ensureDatabase(DATABASE_URL);
  await runScript("seed-bench-marketplace.ts", [String(LISTINGS)], env);
  // The landing pages' numbers, as the place-stats job would have them.
  await runScript("explain-discovery.ts", ["refresh"], env, { quiet: true });
  api = startOnCore(SERVER_CORE, [join(here, "..", "dist", "main.js")], { ...env, API_PORT: String(API_PORT) }, quiet);
  portal = startOnCore(
    SERVER_CORE,
    [join(here, "..", "..", "portal", "server.mjs")],
    {
      ...env,
      PORT: String(PORTAL_PORT),
      HOST: "127.0.0.1",
      API_URL: `http://127.0.0.1:${API_PORT}`,
      TRUST_PROXY: "loopback",
    },
    quiet,
  );
  await waitFor(`http://127.0.0.1:${API_PORT}/api/readyz`);
  await waitFor(`http://127.0.0.1:${PORTAL_PORT}/login`);
  proxy = startCachingProxy({ port: PROXY_PORT, portalPort: PORTAL_PORT, prefix: ["taskset", "-c", SERVER_CORE] });
  const t = await targets(`http://127.0.0.1:${PORTAL_PORT}`);
  console.log(`site bench: ${LISTINGS} listings, ${SECONDS} s a step, 70 % pages / 20 % search API / 10 % signed in`);
  const direct = await highestRate("portal", `http://127.0.0.1:${PORTAL_PORT}`, t);
  const cached = await highestRate("proxy ", `http://127.0.0.1:${PROXY_PORT}`, t);
  console.log(
    `highest rate held at p99 < ${P99_LIMIT_MS} ms: ${direct}/s straight to the portal, ${cached}/s through the caching proxy`,
  );
} finally {
  proxy?.stop();
  portal?.kill("SIGTERM");
  api?.kill("SIGTERM");
}
