// The built API (dist/main.js) as a process: a burst of requests, SIGTERM in the middle, and every request must
// get its whole answer, the process exit 0 and the database hold nothing half-done. Needs `pnpm build` first.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { freePort } from "../../../test/free-port.js";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { openPglite, openPostgres, type Database } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import { serverUrl, testDriver } from "../../../test/database-template.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const mainJs = path.join(here, "../../../dist/main.js");
const dataDir = mkdtempSync(path.join(tmpdir(), "griya-shutdown-"));
const pgName = `griya_shutdown_${process.pid}`;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (testDriver() === "pg") await admin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
});

type Answer = { status: number; body: string } | { error: string };

/** One request on its own connection (no keep-alive pool), so each is accepted before the signal. */
function send(port: number, method: string, target: string, body?: object, ip = "10.20.0.1"): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        agent: false,
        headers: { "x-forwarded-for": ip, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", (error) => resolve({ error: error.message }));
      },
    );
    req.on("error", (error) => resolve({ error: error.message }));
    req.end(payload);
  });
}

function registration(i: number) {
  return {
    name: `Agen Uji ${i}`,
    email: `uji${i}@contoh.id`,
    password: "rahasia-baru-99",
    password_confirmation: "rahasia-baru-99",
    agent_type_id: 1,
    agent_office_id: 1,
    selected_area_specializations: ["31.71"],
  };
}

describe("SIGTERM under load", () => {
  it("answers every request in flight completely, then exits 0 with nothing half-done", async () => {
    const port = await freePort();
    const databaseUrl = testDriver() === "pg" ? serverUrl(pgName) : undefined;
    if (databaseUrl) await admin(`CREATE DATABASE ${pgName}`);
    // The real Node binary, not the node_modules/.bin shim, so the signal reaches the server.
    const child: ChildProcess = spawn(process.execPath, [mainJs], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "development",
        API_PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "info",
        // Long enough that the probes below are accepted before the drain ends, even when a busy machine keeps
        // the process hashing the burst's passwords for a while.
        SHUTDOWN_DRAIN_MS: "4000",
        // The burst is about shutting down, not admission control (ADR 0073): every request is let in.
        API_MAX_IN_FLIGHT: "1000",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await expect.poll(() => log.includes("Server listening"), { timeout: 60_000, interval: 100 }).toBe(true);

    // Registrations are slow writes (password hashing, a transaction, an e-mail in the outbox); reads are quick.
    const burst: Promise<Answer>[] = [];
    for (let i = 0; i < 20; i++) {
      burst.push(send(port, "POST", "/api/agent/auth/register", registration(i), `10.20.1.${i + 1}`));
      burst.push(send(port, "GET", "/api/public"));
      burst.push(send(port, "GET", "/api/agent/auth/register/get_form"));
    }
    // Connections made during the drain are still taken, so the signal can come right after the burst left.
    await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill("SIGTERM");
    // While it drains, the process still answers, but as not ready (and not alive) any more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const probes = await Promise.all([send(port, "GET", "/api/readyz"), send(port, "GET", "/api/healthz")]);
    const answers = await Promise.all(burst);
    const code = await exited;

    expect(probes.map((p) => ("status" in p ? p.status : p.error))).toEqual([503, 503]);
    // The signal came while requests were still running: some finished after it.
    expect(log.lastIndexOf("request completed")).toBeGreaterThan(log.indexOf("shutting down"));

    expect(
      answers.filter((a) => "error" in a),
      log,
    ).toEqual([]);
    const statuses = answers.map((a) => ("status" in a ? a.status : 0));
    expect(
      statuses.every((s) => s >= 200 && s < 500),
      statuses.join(","),
    ).toBe(true);
    for (const a of answers) if ("body" in a) expect(() => JSON.parse(a.body)).not.toThrow();
    expect(code).toBe(0);
    expect(log).toContain("shut down cleanly");

    // Every registration that answered 201 is there with its activation e-mail; none is there without it.
    const created = answers.flatMap((a, i) => ("status" in a && a.status === 201 ? [i] : []));
    expect(created.length).toBeGreaterThan(0);
    const database: Database = databaseUrl
      ? openPostgres(databaseUrl)
      : await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      const users = await rowsOf(
        database.db,
        v.object({ email: v.string() }),
        sql`SELECT email FROM users WHERE email LIKE 'uji%@contoh.id'`,
      );
      const mails = await rowsOf(
        database.db,
        v.object({ recipient: v.string() }),
        sql`SELECT recipient FROM outbox_messages WHERE recipient LIKE 'uji%@contoh.id'`,
      );
      expect(users.length).toBe(created.length);
      expect(new Set(mails.map((m) => m.recipient))).toEqual(new Set(users.map((u) => u.email)));
    } finally {
      await database.close();
    }
  }, 120_000);
});
