import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../config.js";
import { openPostgres } from "../db/client.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { PROBE_MESSAGES } from "./health-handlers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/healthz", () => {
  it("answers ok while the process runs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: "ok" } });
  });

  it("answers 503 once the process is shutting down", async () => {
    t.app.draining = true;
    try {
      const health = await t.app.inject({ method: "GET", url: "/api/healthz" });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ errors: PROBE_MESSAGES.shuttingDown });
      const ready = await t.app.inject({ method: "GET", url: "/api/readyz" });
      expect(ready.statusCode).toBe(503);
    } finally {
      t.app.draining = false;
    }
  });
});

describe("GET /api/readyz", () => {
  it("is ready with every shipped migration applied", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/readyz" });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM schema_migrations`);
    const n = (rows as { rows: { n: number }[] }).rows[0]!.n;
    expect(res.json()).toEqual({ data: { status: "ready", migrations: n } });
  });

  it("is not ready while a shipped migration is missing", async () => {
    const last = await t.database.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`);
    const name = (last as { rows: { name: string }[] }).rows[0]!.name;
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${name}`);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: PROBE_MESSAGES.migrationsMissing });
    } finally {
      await t.database.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${name})`);
    }
  });

  it("is not ready while the database server cannot be reached (liveness stays ok)", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused" });
    // Port 1 refuses connections: the pool fails at once, as with a database server that is down.
    const database = openPostgres("postgres://postgres@127.0.0.1:1/postgres");
    const app = await buildApp(config, database);
    try {
      const ready = await app.inject({ method: "GET", url: "/api/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ errors: PROBE_MESSAGES.databaseUnreachable });
      const health = await app.inject({ method: "GET", url: "/api/healthz" });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("request logs", () => {
  it("leave the probes out and keep other requests", async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: "info" },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      await logged.app.inject({ method: "GET", url: "/api/healthz" });
      await logged.app.inject({ method: "GET", url: "/api/readyz" });
      expect(lines.filter((l) => l.includes("/api/healthz") || l.includes("/api/readyz"))).toEqual([]);
      await logged.app.inject({ method: "GET", url: "/api/public" });
      expect(lines.some((l) => l.includes("/api/public"))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
