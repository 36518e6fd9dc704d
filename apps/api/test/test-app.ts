import { inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../src/app.js";
import { loadConfig, type Config } from "../src/platform/config.js";
import type { Database } from "../src/platform/db/client.js";
import { loadClockOffset } from "../src/platform/db/clock-offset-repository.js";
import { cloneTemplate } from "./database-template.js";
import { specViolation } from "./spec-validator.js";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every response this app sent that did not match the spec. */
  violations: string[];
  close: () => Promise<void>;
};

/**
 * The real app on its own clone of the seeded database. Every response is checked against the spec as it is
 * sent; setup-each-file.ts fails the test that caused a mismatch.
 */
export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const { database, drop } = await cloneTemplate(inject("templatePath"));
  // The race tests send 50 requests at once: admission control (ADR 0073) is tested with its own limit.
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", API_MAX_IN_FLIGHT: "1000", ...env });
  return testAppOn(database, config, drop, options);
}

/** The real app on a database the caller opened (and drops with `drop`), its responses checked as createTestApp's. */
export async function testAppOn(
  database: Database,
  config: Config,
  drop: () => Promise<void>,
  options: BuildOptions = {},
): Promise<TestApp> {
  // As at a start (start.ts): the clock is this database's, not one an earlier test file in this worker moved.
  await loadClockOffset(database.db, config.env);
  const app = await buildApp(config, database, options);
  const violations: string[] = [];
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.includes("application/json") && typeof payload === "string") {
      const problem = await specViolation(
        request.routeOptions.config.operationId,
        reply.statusCode,
        JSON.parse(payload),
      );
      if (problem) violations.push(problem);
    }
    return payload;
  });
  await app.ready();
  current.push(violations);
  return {
    app,
    database,
    config,
    violations,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export const current: string[][] = [];

export async function loginAs(app: FastifyInstance, email = "agen@demo.id", password = "rahasia123"): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/agent/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
