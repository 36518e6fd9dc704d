import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { freePort } from "./free-port.js";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverUrl, testDriver } from "./database-template.js";
import { multipartBody } from "./multipart-body.js";
import { testStorage, type TestStorage } from "./storage-drivers.js";
import { webpImage } from "./test-images.js";

// Scale-out (issue 15): two built API processes on one PostgreSQL server must behave as one. Sessions and rate
// limits live in the database (each process keeps the sessions it read, dropped on the database's notification
// within a second of a change, ADR 0074), jobs claim their rows with SKIP LOCKED, metrics flushes add up, and files kept in
// S3-compatible storage (the suite's local server) serve from either, each process with a disk of its own. Only on a server: an embedded PGlite belongs to one process.
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "main.js");

type Api = { child: ChildProcess; base: string; stderr: () => string };

async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  let stderr = "";
  const child = spawn(process.execPath, [dist], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "warn", API_PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}\n${stderr}`);
    if (Date.now() > until) throw new Error(`API did not start\n${stderr}`);
    const ok = await fetch(`${base}/api/public`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, stderr: () => stderr };
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopApi(api: Api | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once("exit", r));
  api.child.kill("SIGTERM");
  // A process that does not stop in time is killed: this suite is not about shutting down.
  const killer = setTimeout(() => api.child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(killer);
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `done` holds (jobs tick every second; a loaded machine may need longer), then lets both processes
 * run a few more ticks, so a second run of the same work would show. */
async function settled(done: () => Promise<boolean>, extraMs = 2_500): Promise<void> {
  const until = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error("the work was not done within 30 s");
    await sleep(250);
  }
  await sleep(extraMs);
}

/** Polls for at most a second until `done` holds; the milliseconds it took, or undefined if it never did. */
async function withinASecond(done: () => Promise<boolean>): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start <= 1_000) {
    if (await done()) return Date.now() - start;
    await sleep(20);
  }
  return undefined;
}

describe.runIf(testDriver() === "pg")("two API processes on one PostgreSQL server", () => {
  const database = `griya_two_${randomBytes(6).toString("hex")}`;
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let dataDirs: string[] = [];
  let files: TestStorage;
  let db: pg.Client;
  let a: Api;
  let b: Api;

  beforeAll(async () => {
    if (!existsSync(dist)) throw new Error("Build the API first (pnpm exec turbo run build).");
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${database}`);
    await c.end();
    dataDirs = [mkdtempSync(join(tmpdir(), "griya-two-a-")), mkdtempSync(join(tmpdir(), "griya-two-b-"))];
    files = await testStorage("s3");
    // One bucket for both; jobs and metric flushes every second.
    const env = {
      ...files.env,
      DATABASE_URL: serverUrl(database),
      ORDER_EXPIRY_INTERVAL_SECONDS: "1",
      LISTING_EXPIRY_INTERVAL_SECONDS: "1",
      REPOST_SCHEDULE_INTERVAL_SECONDS: "1",
      METRICS_FLUSH_INTERVAL_SECONDS: "1",
    };
    // One after the other: the first migrates and seeds the demo, the second finds it done.
    a = await startApi({ ...env, DATA_DIR: dataDirs[0]! });
    b = await startApi({ ...env, DATA_DIR: dataDirs[1]! });
    db = new pg.Client({ connectionString: serverUrl(database) });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all([stopApi(a), stopApi(b)]);
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.end();
    await files?.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("a session created through one process works through the other, and ends for both", async () => {
    const login = await fetch(
      `${a.base}/api/agent/auth/login`,
      json({ email: "agen@demo.id", password: "rahasia123" }),
    );
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const me = await fetch(`${b.base}/api/user-agent`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe("agen@demo.id");
    expect((await fetch(`${b.base}/api/auth/logout`, { method: "POST", headers: bearer(token) })).status).toBeLessThan(
      300,
    );
    expect((await fetch(`${a.base}/api/user-agent`, { headers: bearer(token) })).status).toBe(401);
  });

  it("a rate limit counts the attempts made through both", async () => {
    // forgotPassword allows 5 attempts per address and e-mail an hour: the sixth is refused wherever it lands.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const api = i % 2 === 0 ? a : b;
      statuses.push((await fetch(`${api.base}/api/auth/forgot-password`, json({ email: "siti@demo.id" }))).status);
    }
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("a scheduled repost slot due once is reposted and paid once", async () => {
    // An active listing of agen@demo.id (a member with coins) with a slot that fell due a minute ago.
    const { rows } = await db.query<{ id: number; uuid: string }>(`
      SELECT l.id, l.uuid::text AS uuid FROM listings l JOIN users u ON u.id = l.user_id
      WHERE u.email = 'agen@demo.id' AND l.status = 'ACTIVE' AND l.expires_at > now() ORDER BY l.id LIMIT 1`);
    const listing = rows[0]!;
    const { rows: schedule } = await db.query<{ id: number }>(
      `
      INSERT INTO repost_schedules (listing_id, day_of_the_week, time, expired_at, next_run_at)
      VALUES ($1, 1, '00:00', (now() + interval '30 days')::date, now() - interval '1 minute')
      ON CONFLICT (listing_id, day_of_the_week, time) DO UPDATE SET next_run_at = EXCLUDED.next_run_at
      RETURNING id`,
      [listing.id],
    );
    const runsOf = () =>
      db.query<{ outcome: string }>("SELECT outcome FROM repost_schedule_runs WHERE schedule_id = $1", [
        schedule[0]!.id,
      ]);
    await settled(async () => (await runsOf()).rows.length > 0);
    const { rows: runs } = await runsOf();
    expect(runs.map((r) => r.outcome)).toEqual(["REPOSTED"]);
    const { rows: spent } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM coin_usages WHERE activity = 'REPOST_LISTING' AND listing_uuid = $1::uuid AND created_at > now() - interval '1 minute'",
      [listing.uuid],
    );
    expect(spent[0]!.n).toBe(1);
  });

  it("a job due once runs once, though both processes run it", async () => {
    const { rows: before } = await db.query<{ id: number }>("SELECT coalesce(max(id), 0)::int AS id FROM job_runs");
    const { rows: due } = await db.query<{ id: number }>(`
      UPDATE listings SET expires_at = now() - interval '1 minute'
      WHERE id IN (SELECT id FROM listings WHERE status = 'ACTIVE' ORDER BY id LIMIT 3) RETURNING id`);
    expect(due).toHaveLength(3);
    const processed = async () =>
      (
        await db.query<{ n: number }>(
          `
      SELECT coalesce(sum(processed), 0)::int AS n FROM job_runs
      WHERE job = 'listing-expiry' AND id > $1 AND finished_at IS NOT NULL`,
          [before[0]!.id],
        )
      ).rows[0]!.n;
    await settled(async () => (await processed()) >= 3);
    expect(await processed()).toBe(3);
    const { rows: after } = await db.query<{ status: string }>(
      "SELECT status FROM listings WHERE id = ANY($1::int[])",
      [due.map((r) => r.id)],
    );
    expect(after.map((r) => r.status)).toEqual(["INACTIVE", "INACTIVE", "INACTIVE"]);
  });

  it("visits counted in both processes' memory all reach the listing", async () => {
    const { rows } = await db.query<{ uuid: string; visit_count: number }>(`
      SELECT l.uuid::text AS uuid, l.visit_count FROM listings l
      JOIN memberships m ON m.user_id = l.user_id AND m.expires_at > now()
      WHERE l.status = 'ACTIVE' AND l.expires_at > now() ORDER BY l.id LIMIT 1`);
    const listing = rows[0]!;
    const headers = { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36" };
    for (const api of [a, b, a, b, b]) {
      expect((await fetch(`${api.base}/api/search/listings/${listing.uuid}`, { headers })).status).toBe(200);
    }
    const visits = async () =>
      (await db.query<{ n: number }>("SELECT visit_count AS n FROM listings WHERE uuid = $1::uuid", [listing.uuid]))
        .rows[0]!.n;
    await settled(async () => (await visits()) >= listing.visit_count + 5);
    expect(await visits()).toBe(listing.visit_count + 5);
  });

  it("a photo uploaded through one process is served by the other", async () => {
    const login = await fetch(
      `${a.base}/api/agent/auth/login`,
      json({ email: "siti@demo.id", password: "rahasia123" }),
    );
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const { payload, headers } = multipartBody([
      { name: "purpose", value: "listing" },
      { name: "photo", filename: "foto.webp", contentType: "image/webp", data: await webpImage() },
    ]);
    const upload = await fetch(`${a.base}/api/file_content/upload_photo`, {
      method: "POST",
      body: new Uint8Array(payload),
      headers: { ...headers, ...bearer(token) },
    });
    expect(upload.status).toBe(201);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const served = await fetch(`${b.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("a session both processes keep is dropped by the other within a second of a logout, password or membership change", async () => {
    const login = async (api: Api, email: string, password = "rahasia123") => {
      const res = await fetch(`${api.base}/api/agent/auth/login`, json({ email, password }));
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const me = (api: Api, token: string) => fetch(`${api.base}/api/user-agent`, { headers: bearer(token) });
    const user = async (api: Api, token: string) =>
      ((await (await me(api, token)).json()) as { data: { name: string; membership: { type: string } | null } }).data;
    const refused = (api: Api, token: string) => async () => (await me(api, token)).status === 401;

    // Kept by both: a change made with the triggers off (no notification) is not seen, so the answers come from memory.
    const rudi = await login(a, "rudi@demo.id");
    expect((await user(a, rudi)).membership).toBeNull();
    expect((await user(b, rudi)).membership).toBeNull();
    await db.query("BEGIN; SET LOCAL session_replication_role = replica");
    await db.query("UPDATE users SET name = 'Rudi Tanpa Kabar' WHERE email = 'rudi@demo.id'");
    await db.query("COMMIT");
    expect((await user(b, rudi)).name).not.toBe("Rudi Tanpa Kabar");

    // Membership paid, written by a third connection: both show it within a second.
    await db.query(`INSERT INTO memberships (user_id, tier, started_at, expires_at, source)
      SELECT id, 'SILVER', now(), now() + interval '365 days', 'PURCHASE' FROM users WHERE email = 'rudi@demo.id'`);
    for (const api of [a, b]) {
      expect(await withinASecond(async () => (await user(api, rudi)).membership?.type === "SILVER")).toBeDefined();
    }
    expect((await user(b, rudi)).name).toBe("Rudi Tanpa Kabar");

    // Logout through A: B refuses the token within a second.
    const agen = await login(a, "agen@demo.id");
    expect((await me(a, agen)).status).toBe(200);
    expect((await me(b, agen)).status).toBe(200);
    expect((await fetch(`${a.base}/api/auth/logout`, { method: "POST", headers: bearer(agen) })).status).toBeLessThan(
      300,
    );
    expect((await me(a, agen)).status).toBe(401);
    expect(await withinASecond(refused(b, agen))).toBeDefined();

    // Password changed through A on one device: B refuses the other device's token within a second.
    const here = await login(a, "dewi@demo.id");
    const elsewhere = await login(b, "dewi@demo.id");
    expect((await me(a, elsewhere)).status).toBe(200);
    expect((await me(b, elsewhere)).status).toBe(200);
    const change = await fetch(`${a.base}/api/change-password`, {
      ...json({ old_password: "rahasia123", password: "ganti-sandi-123", password_confirmation: "ganti-sandi-123" }),
      headers: { "content-type": "application/json", ...bearer(here) },
    });
    expect(change.status).toBe(200);
    expect((await me(a, elsewhere)).status).toBe(401);
    expect(await withinASecond(refused(b, elsewhere))).toBeDefined();
  });
});
