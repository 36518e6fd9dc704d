// pnpm bench:overload: drives the built API, then the built portal, past what they can serve and shows that admission
// control (docs/adr/0073) keeps the requests it admits fast: the share answered 503, the p99 of the answers that were
// not refused, and the probe answered throughout; then the same load with admission off, where every request queues.
// The servers run on core 0 and this process (autocannon) on core 1 (taskset), so the load generator does not take
// the servers' CPU. With BENCH_DATABASE_URL (a PostgreSQL server, the production set-up; create the database first)
// it exits 1 when, with admission on, the admitted p99 is 500 ms or more, or the probe failed once; on the embedded
// PGlite the numbers are printed for reference only, as the other benches' (docs/adr/0016).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startOnCore, waitFor } from "./bench-processes.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const portalDir = join(here, "..", "..", "portal");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Clients at once: the API's 400 and the portal's 100 are both several times what each serves at once (32 requests,
// 8 page renders); BENCH_OVERLOAD_CONNECTIONS sets both.
const API_CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 400);
const PORTAL_CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 100);
const WARM_UP_SECONDS = 5;
const API_PORT = 3301;
const PORTAL_PORT = 3302;
const ADMITTED_P99_LIMIT_MS = 500;
/** A probe slower than this counts as not answered (an orchestrator's usual probe timeout is 1–2 s). */
const PROBE_TIMEOUT_MS = 2000;
/** "Off": a limit no run reaches. */
const NO_LIMIT = "1000000";
const SERVER_CORE = "0";
// The target is a production number: enforced with the API on a PostgreSQL server (docs/adr/0016).
const ON_SERVER = Boolean(process.env.BENCH_DATABASE_URL);
const LOAD_CORE = "1";

// This process and all its threads on the load core; the servers are started on the other.
execFileSync("taskset", ["-a", "-cp", LOAD_CORE, String(process.pid)], { stdio: "ignore" });

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Asks the probe every 100 ms until stopped: how many were asked, how many failed, and the slowest answer. */
function watchProbe(url) {
  let stopped = false;
  const result = { asked: 0, failed: 0, slowestMs: 0 };
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      result.asked++;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status !== 200) result.failed++;
      } catch {
        result.failed++;
      }
      result.slowestMs = Math.max(result.slowestMs, Math.round(performance.now() - started));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return result;
  };
}

/** `connections` clients sending back to back for DURATION seconds; latencies kept apart by status. */
function overload(url, connections, headers) {
  const byStatus = new Map();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: DURATION }, (err, r) => {
      if (err) return reject(err);
      const latencies = (status) => (byStatus.get(status) ?? []).sort((a, b) => a - b);
      const ok = latencies(200);
      const busy = latencies(503);
      const answered = [...byStatus.values()].reduce((n, list) => n + list.length, 0);
      const other = answered - ok.length - busy.length;
      resolve({
        answered,
        ok: ok.length,
        busy: busy.length,
        other,
        errors: r.errors + r.timeouts,
        okPerSecond: Math.round(ok.length / DURATION),
        okP50: percentile(ok, 50),
        okP99: percentile(ok, 99),
        busyP99: percentile(busy, 99),
      });
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      let list = byStatus.get(status);
      if (!list) byStatus.set(status, (list = []));
      list.push(ms);
    });
  });
}

async function measure(title, target, connections, probeUrl) {
  const headers = BROWSER;
  // Warm-up at the same load, not measured: the JIT, the caches and the work a fresh process does once; then a
  // second for what the warm-up's closed connections left in progress.
  await new Promise((resolve, reject) =>
    autocannon({ url: target, headers, connections, duration: WARM_UP_SECONDS }, (err) =>
      err ? reject(err) : resolve(),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const load = loadavg()[0].toFixed(1);
  const stopProbe = watchProbe(probeUrl);
  const r = await overload(target, connections, headers);
  const probe = await stopProbe();
  return { title, connections, load, ...r, probe };
}

const dataDir = mkdtempSync(join(tmpdir(), "griya-bench-overload-"));
const apiEnv = (off) => ({
  ...process.env,
  NODE_ENV: "production",
  PAYMENT_GATEWAY: process.env.PAYMENT_GATEWAY ?? "sandbox",
  API_PORT: String(API_PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  PLACE_STATS_INTERVAL_SECONDS: "0",
  // Stopped between runs at once: no load balancer to drain for.
  SHUTDOWN_DRAIN_MS: "0",
  ...(off ? { API_MAX_IN_FLIGHT: NO_LIMIT, API_MAX_EVENT_LOOP_DELAY_MS: NO_LIMIT } : {}),
});
const portalEnv = (off) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORTAL_PORT),
  API_URL: `http://127.0.0.1:${API_PORT}`,
  ...(off ? { PORTAL_MAX_IN_FLIGHT: NO_LIMIT, PORTAL_MAX_EVENT_LOOP_DELAY_MS: NO_LIMIT } : {}),
});

const api = `http://127.0.0.1:${API_PORT}`;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
// The public search's first page: what every visitor of the marketplace asks for.
const API_TARGET = `${api}/api/search/listings?listing_type=S&sort=newest&page=1&per_page=20`;
// The marketplace home: a server render that calls the API in turn.
const PORTAL_TARGET = `${portal}/`;
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
};

const results = [];
let apiProcess;
let portalProcess;
try {
  for (const off of [false, true]) {
    apiProcess = startOnCore(SERVER_CORE, [join(here, "..", "dist", "main.js")], apiEnv(off));
    await waitFor(`${api}/api/readyz`);
    const title = `API, admission ${off ? "off" : "on (defaults)"}`;
    results.push({ on: !off, ...(await measure(title, API_TARGET, API_CONNECTIONS, `${api}/api/healthz`)) });
    await stop(apiProcess);
  }
  // The portal's renders on the same core as the API they call; the API keeps its default limit.
  apiProcess = startOnCore(SERVER_CORE, [join(here, "..", "dist", "main.js")], apiEnv(false));
  await waitFor(`${api}/api/readyz`);
  for (const off of [false, true]) {
    portalProcess = startOnCore(SERVER_CORE, ["server.mjs"], portalEnv(off), { cwd: portalDir });
    await waitFor(`${portal}/api/healthz`);
    const title = `portal, admission ${off ? "off" : "on (defaults)"}`;
    // The probe through the portal: its forwarding to the API stays answered while its renders are refused.
    results.push({ on: !off, ...(await measure(title, PORTAL_TARGET, PORTAL_CONNECTIONS, `${portal}/api/healthz`)) });
    await stop(portalProcess);
  }
} finally {
  await stop(portalProcess);
  await stop(apiProcess);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\noverload: ${DURATION} s each; servers on core ${SERVER_CORE}, autocannon on core ` +
    `${LOAD_CORE}; ${process.env.BENCH_DATABASE_URL ? "PostgreSQL server" : "PGlite"}; load average when each began`,
);
console.table(
  Object.fromEntries(
    results.map((r) => [
      r.title,
      {
        load: r.load,
        connections: r.connections,
        answers: r.answered,
        "503 share": `${((r.busy / Math.max(r.answered, 1)) * 100).toFixed(1)} %`,
        "200/s": r.okPerSecond,
        "200 p50 ms": r.okP50,
        "200 p99 ms": r.okP99,
        "503 p99 ms": r.busyP99 ?? "",
        "other/errors": `${r.other}/${r.errors}`,
        "probe failed": `${r.probe.failed}/${r.probe.asked}`,
        "probe slowest ms": r.probe.slowestMs,
      },
    ]),
  ),
);
const failures = results
  .filter((r) => r.on)
  .flatMap((r) => [
    ...(r.okP99 === undefined || r.okP99 >= ADMITTED_P99_LIMIT_MS
      ? [`${r.title}: admitted p99 ${r.okP99} ms >= ${ADMITTED_P99_LIMIT_MS} ms`]
      : []),
    ...(r.probe.failed > 0 ? [`${r.title}: the probe failed ${r.probe.failed} of ${r.probe.asked} times`] : []),
  ]);
const verdict = ON_SERVER ? "FAIL" : "above target (PGlite, reference only)";
for (const failure of failures) console.error(`${verdict} ${failure}`);
if (failures.length === 0) {
  console.log(`with admission on: admitted p99 < ${ADMITTED_P99_LIMIT_MS} ms and the probe answered every time`);
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}`,
);
if (failures.length > 0 && ON_SERVER) process.exitCode = 1;
